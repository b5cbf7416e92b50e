import { domainMessages, translate, type DomainMessageKey, type Locale } from '@vezel/domain';
import { pageContentSize, type PageSettings } from '@vezel/domain/reports/layout';
import {
  areaFillOpacity,
  defaultAreaColor,
  elementTransform,
  isAreaShape,
  planDrawingOrder,
  planElementSide,
  planLegend,
  planStrokeWidths,
  planTextLayout,
  recordKey,
  pointsAttribute,
  symbolViewBox,
  type PlanPoint,
} from '@vezel/domain/surveys/plan-drawings';
import type { Executor } from '../../db/client';
import type { FileStore } from '../../files/storage';
import {
  loadPlanDrawing,
  type PlanDrawingModel,
  type PlanElementModel,
  type PlanRecordModel,
  type PlanSymbolTypeModel,
} from './load';

/*
 * A plan drawing as the report prints it: the plan's image with the elements drawn over it
 * as an inline SVG (vectors, sharp at A3), and the legend beside it. The elements are drawn
 * as the editor draws them (features/survey-plan-drawings/PlanElements.tsx): the domain's
 * transform, points and symbol side, symbols as <symbol>s in a 24 × 24 box, pins with
 * their number, areas filled with their pattern in their colour.
 */

/** The legend's column beside a landscape drawing, and the gap between them (mm). */
const legendWidth = 60;
const gap = 5;
/** A portrait page has the legend under the drawing: a row's height, its title's (mm). */
const legendRowHeight = 8;
const legendHeadHeight = 18;
/**
 * The top of the page a sheet leaves free (mm): the first sheet shares its page with the
 * chapter's heading and the element's text above it. Each sheet is then more than half a
 * page high and is kept whole, so every next one starts a page of its own.
 */
const headingRoom = 30;
/** The side of a symbol in the legend, and its column's width (mm). */
const legendSymbol = 6;
const legendSymbolColumn = 20;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const round = (value: number) => Math.round(value * 100) / 100;
const mm = (value: number) => `${round(value)}mm`;

/** The ids of the defs: per plan, so two plans in one report never share one. */
function defIds(planId: number) {
  const prefix = `plan${planId}`;
  return {
    type: (typeId: number) => `${prefix}-type-${typeId}`,
    record: (index: number) => `${prefix}-pin-${index}`,
    pattern: (patternId: number, color: string) =>
      `${prefix}-pattern-${patternId}-${color.replace('#', '')}`,
  };
}

interface Look {
  types: Map<number, PlanSymbolTypeModel>;
  records: Map<string, PlanRecordModel>;
  /** A record's pin symbol: one per distinct markup. */
  recordSymbols: Map<string, string>;
  ids: ReturnType<typeof defIds>;
}

function lookOf(model: PlanDrawingModel): Look {
  const ids = defIds(model.plan_id);
  const recordSymbols = new Map<string, string>();
  for (const record of model.records) {
    if (!recordSymbols.has(record.svg)) {
      recordSymbols.set(record.svg, ids.record(recordSymbols.size));
    }
  }
  return {
    types: new Map(model.symbol_types.map((type) => [type.id, type])),
    records: new Map(
      model.records.map((record) => [recordKey(record.kind, String(record.id)), record]),
    ),
    recordSymbols,
    ids,
  };
}

const symbolDef = (id: string, markup: string) =>
  `<symbol id="${id}" viewBox="0 0 ${symbolViewBox} ${symbolViewBox}" overflow="visible">${markup}</symbol>`;

/** The colour an area or line is drawn in. */
const areaColor = (element: PlanElementModel) => element.color ?? defaultAreaColor;

/** The symbols, pin symbols and area patterns the drawing and its legend use, once each. */
function defs(model: PlanDrawingModel, look: Look): string {
  const patterns = new Map(model.patterns.map((pattern) => [pattern.id, pattern]));
  const fills = new Map<string, string>();
  for (const element of model.elements) {
    if (element.pattern_id === null || !element.points?.length) continue;
    const color = areaColor(element);
    const id = look.ids.pattern(element.pattern_id, color);
    fills.set(
      id,
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="8" height="8" style="color: ${escape(color)}">${patterns.get(element.pattern_id)?.svg ?? ''}</pattern>`,
    );
  }
  return [
    ...model.symbol_types.map((type) => symbolDef(look.ids.type(type.id), type.svg)),
    ...[...look.recordSymbols].map(([markup, id]) => symbolDef(id, markup)),
    ...fills.values(),
  ].join('');
}

/** An area's fill: its pattern in its colour, or the colour itself, light. */
const areaFill = (patternId: number | string | null, color: string, look: Look) =>
  patternId === null
    ? `fill="${escape(color)}" fill-opacity="${areaFillOpacity}"`
    : `fill="url(#${look.ids.pattern(Number(patternId), color)})" fill-opacity="${areaFillOpacity}"`;

/** A polygon, area or line: its points relative to its origin. */
function shape(element: PlanElementModel, points: PlanPoint[], look: Look): string {
  const color = escape(areaColor(element));
  const attribute = pointsAttribute(points);
  const type = element.symbol_type_id === null ? undefined : look.types.get(element.symbol_type_id);
  if (isAreaShape(element, type && { is_area: type.flags.area })) {
    return `<polygon points="${attribute}" ${areaFill(element.pattern_id, areaColor(element), look)} stroke="${color}" stroke-width="${planStrokeWidths.area}" vector-effect="non-scaling-stroke"/>`;
  }
  return `<polyline points="${attribute}" fill="none" stroke="${color}" stroke-width="${planStrokeWidths.line}" vector-effect="non-scaling-stroke"/>`;
}

/** The side of an element's square in plan units: a pin's record's, a symbol's type's. */
function sideOf(element: PlanElementModel, look: Look, record: PlanRecordModel | undefined) {
  const type = element.symbol_type_id === null ? undefined : look.types.get(element.symbol_type_id);
  return planElementSide(element, type?.flags, record?.size);
}

/**
 * A pin's number or a symbol's label to its right, as the editor places it. The editor
 * rings the text with a white stroke; a PDF would hold such text twice (stroke and fill,
 * so a search or a screen reader finds each number twice): here a white box behind it,
 * as wide as the text about is, keeps it legible on any plan.
 */
function numberSvg(text: string, side: number): string {
  const { fontSize, x, baseline, width } = planTextLayout(text, side);
  const box = `<rect x="${round(x - 1)}" y="${round(baseline - fontSize * 0.85)}" width="${round(width + 2)}" height="${round(fontSize * 1.1)}" rx="2" fill="#ffffff" fill-opacity="0.85"/>`;
  return `${box}<text x="${round(x)}" y="${round(baseline)}" font-size="${round(fontSize)}" font-family="Arial, Helvetica, sans-serif" font-weight="600" fill="#212121">${escape(text)}</text>`;
}

/** One element on the plan, in its place. */
function elementSvg(element: PlanElementModel, look: Look): string {
  const transform = elementTransform(element);
  if (element.points && element.points.length > 0) {
    return `<g transform="${transform}">${shape(element, element.points, look)}</g>`;
  }
  const record =
    element.kind === 'symbol'
      ? undefined
      : look.records.get(recordKey(element.kind, String(element.record_id)));
  // A pin whose record is gone, or a symbol whose type is: nothing to draw.
  const href =
    element.kind === 'symbol'
      ? element.symbol_type_id !== null && look.types.has(element.symbol_type_id)
        ? look.ids.type(element.symbol_type_id)
        : null
      : record
        ? look.recordSymbols.get(record.svg)
        : null;
  if (!href) return '';
  const side = sideOf(element, look, record);
  const half = round(side / 2);
  const text = record?.number ?? element.label;
  const color = record?.color ? ` color="${escape(record.color)}"` : '';
  const label = text ? numberSvg(text, side) : '';
  return `<g transform="${transform}"${color}><use href="#${href}" x="${-half}" y="${-half}" width="${round(side)}" height="${round(side)}"/>${label}</g>`;
}

interface LegendRow {
  /** The swatch: an SVG fragment in the 24 × 24 box. */
  swatch: string;
  color: string | null;
  label: string;
}

const idText = (id: number | null) => (id === null ? null : String(id));

/** The domain's legend of the plan, with each line's swatch drawn from the defs. */
function legendRows(model: PlanDrawingModel, look: Look, unknown: string): LegendRow[] {
  const types = new Map(model.symbol_types.map((type) => [String(type.id), type]));
  const patterns = new Map(model.patterns.map((pattern) => [String(pattern.id), pattern]));
  const lines = planLegend(
    model.elements.map((element) => ({
      kind: element.kind,
      symbol_type_id: idText(element.symbol_type_id),
      record_id: idText(element.record_id),
      pattern_id: idText(element.pattern_id),
      color: element.color,
      points: element.points,
      sort_index: element.sort_index,
    })),
    {
      type: (id) => {
        const type = types.get(id);
        return type && { value: type.value, svg: type.svg, is_area: type.flags.area };
      },
      record: (key) => look.records.get(key),
      pattern: (id) => patterns.get(id),
    },
  );
  const box = symbolViewBox;
  return lines.map((line): LegendRow => {
    const label = line.label || unknown;
    const color = line.color ? escape(line.color) : defaultAreaColor;
    switch (line.look) {
      case 'area': {
        const fill = areaFill(line.pattern_id, line.color ?? defaultAreaColor, look);
        return {
          swatch: `<rect x="1" y="1" width="${box - 2}" height="${box - 2}" ${fill} stroke="${color}" stroke-width="2"/>`,
          color: null,
          label,
        };
      }
      case 'line':
        return {
          swatch: `<line x1="2" y1="12" x2="22" y2="12" stroke="${color}" stroke-width="3"/>`,
          color: null,
          label,
        };
      case 'symbol':
        return {
          swatch: line.symbol_type_id
            ? `<use href="#${look.ids.type(Number(line.symbol_type_id))}"/>`
            : '',
          color: null,
          label,
        };
      case 'pin': {
        const symbol = look.recordSymbols.get(line.svg);
        return { swatch: symbol ? `<use href="#${symbol}"/>` : '', color: line.color, label };
      }
    }
  });
}

export interface PlanPrintTexts {
  drawing: string;
  legend: string;
  symbol: string;
  meaning: string;
  unknownSymbol: string;
}

export const planPrintTexts = (locale: Locale, title: string): PlanPrintTexts => {
  const say = (key: DomainMessageKey) => translate(domainMessages, locale, key, { title });
  return {
    drawing: say('planPrint.drawing'),
    legend: say('planPrint.legend'),
    symbol: say('planPrint.symbol'),
    meaning: say('planPrint.meaning'),
    unknownSymbol: say('planPrint.unknownSymbol'),
  };
};

function legendTable(rows: LegendRow[], texts: PlanPrintTexts): string {
  if (rows.length === 0) return '';
  const body = rows
    .map((row) => {
      const color = row.color ? ` color="${escape(row.color)}"` : '';
      const swatch = `<svg width="${mm(legendSymbol)}" height="${mm(legendSymbol)}" viewBox="0 0 ${symbolViewBox} ${symbolViewBox}" overflow="visible" aria-hidden="true"${color}>${row.swatch}</svg>`;
      return `<tr><td style="width: ${mm(legendSymbolColumn)}; text-align: center; vertical-align: middle">${swatch}</td><td style="vertical-align: middle">${escape(row.label)}</td></tr>`;
    })
    .join('');
  return `<table class="plan-legend" style="width: 100%; margin: 0; font-size: 9pt"><caption style="text-align: left; font-weight: bold; padding-bottom: 1mm">${escape(texts.legend)}</caption><thead><tr><th scope="col" style="width: ${mm(legendSymbolColumn)}">${escape(texts.symbol)}</th><th scope="col">${escape(texts.meaning)}</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** The space the drawing and its legend take (mm). */
export interface ContentArea {
  width: number;
  height: number;
}

/**
 * The drawing and its legend on a page of `area`, under the room for headings: landscape
 * with the title and legend in a column beside the drawing, portrait with them under it;
 * the drawing as large as fits, in the plan's proportions. The image is an HTML `<img>`
 * under the SVG: the print view waits for images before it says it is ready, and the PDF's
 * measuring pass hides them.
 */
export function planDrawingHtml(
  model: PlanDrawingModel,
  area: ContentArea,
  texts: PlanPrintTexts,
): string {
  const look = lookOf(model);
  const rows = legendRows(model, look, texts.unknownSymbol);
  const beside = area.width >= area.height;
  const sheetHeight = area.height - headingRoom;
  const heading = [
    `<p style="margin: 0 0 1mm; font-weight: bold">${escape(model.title)}</p>`,
    model.floor_name ? `<p style="margin: 0 0 3mm">${escape(model.floor_name)}</p>` : '',
  ].join('');
  const panel = heading + legendTable(rows, texts);
  const room = beside
    ? { width: area.width - legendWidth - gap, height: sheetHeight }
    : {
        width: area.width,
        height: sheetHeight - gap - legendHeadHeight - (rows.length + 1) * legendRowHeight,
      };
  const scale = Math.min(room.width / model.width, room.height / model.height);
  const width = model.width * scale;
  const height = model.height * scale;
  const image =
    model.image_file_id === null
      ? ''
      : `<img src="/files/${model.image_file_id}" alt="" style="position: absolute; left: 0; top: 0; width: 100%; height: 100%; max-width: none">`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(model.width)} ${round(model.height)}" width="100%" height="100%" style="position: absolute; left: 0; top: 0; overflow: hidden" role="img" aria-label="${escape(texts.drawing)}"><defs>${defs(model, look)}</defs>${planDrawingOrder(
    model.elements,
  )
    .map((element) => elementSvg(element, look))
    .join('')}</svg>`;
  const drawing = `<div class="plan-drawing" style="position: relative; flex: none; width: ${mm(width)}; height: ${mm(height)}">${image}${svg}</div>`;
  const layout = beside
    ? `display: flex; gap: ${mm(gap)}; align-items: flex-start`
    : `display: flex; flex-direction: column; gap: ${mm(gap)}`;
  const panelStyle = beside ? `flex: 0 0 ${mm(legendWidth)}` : 'flex: none';
  return `<div class="plan-sheet" style="break-inside: avoid; ${layout}; height: ${mm(sheetHeight)}; overflow: hidden">${drawing}<div style="${panelStyle}">${panel}</div></div>`;
}

/**
 * The plan of the organisation drawn for the report, filling a page of `page`, in the
 * report's language; '' for a plan of another organisation or a record that is no plan.
 */
export async function printPlanDrawing(
  services: { db: Executor; files: Pick<FileStore, 'pathOf'> },
  organisationId: number,
  planId: number,
  locale: Locale,
  page: PageSettings,
): Promise<string> {
  const model = await loadPlanDrawing(services.db, organisationId, planId, locale, services.files);
  if (!model) return '';
  const { width, height } = pageContentSize(page);
  // A millimetre less than the page holds, as a PDF's page images: rounding never spills
  // the sheet onto a next page.
  return planDrawingHtml(model, { width, height: height - 1 }, planPrintTexts(locale, model.title));
}
