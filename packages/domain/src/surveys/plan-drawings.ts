/**
 * The drawing on a survey's plan (issue 17): symbols of the organisation's
 * `svg_element_types` and pins for the survey's source locations, samples and
 * observations, in the plan's own coordinates (pixels of its preview image). The editor,
 * the server's checks and the report's print share these rules and this geometry.
 */

/** A point in plan coordinates, or a polygon's corner relative to its element's origin. */
export type PlanPoint = [number, number];

export const planElementKinds = ['symbol', 'location', 'sample', 'observation'] as const;
export type PlanElementKind = (typeof planElementKinds)[number];

/** The kinds that stand for a record of the survey: at most one pin per record and plan. */
export const planPinKinds = ['location', 'sample', 'observation'] as const;
export type PlanPinKind = (typeof planPinKinds)[number];

export const isPlanPinKind = (kind: string): kind is PlanPinKind =>
  (planPinKinds as readonly string[]).includes(kind);

/** Symbols are drawn in a 24 × 24 box (the seeded symbols' own), centred on their point. */
export const symbolViewBox = 24;
/** The size in plan units of a symbol whose type has no size of its own. */
export const defaultSymbolSize = 24;

export const planLimits = {
  /** |x| and |y| at most: a plan's preview is at most 1600 px, this leaves room around it. */
  coordinate: 100_000,
  minScale: 0.05,
  maxScale: 50,
  minSize: 1,
  maxSize: 5_000,
  maxPoints: 500,
  maxLabel: 200,
  /** Elements on one plan. */
  maxElements: 5_000,
} as const;

/** What an element type allows (svg_element_types' special fields, spec section 3). */
export interface SymbolTypeFlags {
  lockedAspectRatio: boolean;
  move: boolean;
  rotate: boolean;
  scaleX: boolean;
  scaleY: boolean;
  poly: boolean;
  area: boolean;
  hasSize: boolean;
  defaultSize: number;
}

const flag = (data: Record<string, unknown>, name: string, fallback: boolean) =>
  typeof data[name] === 'boolean' ? (data[name] as boolean) : fallback;

/** The flags of an svg_element_types item, read from its `data` with the list's defaults. */
export function symbolTypeFlags(data: Record<string, unknown>): SymbolTypeFlags {
  const size = Number(data.default_size);
  const hasSize = flag(data, 'has_size', false);
  return {
    lockedAspectRatio: flag(data, 'locked_aspect_ratio', true),
    move: flag(data, 'svg_move', true),
    rotate: flag(data, 'svg_rotate', false),
    scaleX: flag(data, 'svg_scale_x', false),
    scaleY: flag(data, 'svg_scale_y', false),
    poly: flag(data, 'is_poly', false),
    // An area is a filled polygon.
    area: flag(data, 'is_area', false),
    hasSize,
    defaultSize: hasSize && Number.isFinite(size) && size > 0 ? size : defaultSymbolSize,
  };
}

/** A pin's flags: moved only (records have no rotation or scale on a plan). */
export const pinFlags: SymbolTypeFlags = {
  lockedAspectRatio: true,
  move: true,
  rotate: false,
  scaleX: false,
  scaleY: false,
  poly: false,
  area: false,
  hasSize: false,
  defaultSize: defaultSymbolSize,
};

/** The geometry and look of an element, as stored and as the editor holds it. */
export interface PlanGeometry {
  x: number;
  y: number;
  rotation: number;
  scale_x: number;
  scale_y: number;
  size: number | null;
  points: PlanPoint[] | null;
  pattern_id: string | null;
  color: string | null;
  label: string | null;
}

/** A change to an element: the fields given are changed, the others kept. */
export type PlanElementChange = Partial<PlanGeometry>;

export interface PlanFieldError {
  field: keyof PlanGeometry;
  /** A message key of the shared catalogue (`planDrawing.*` or `validation.*`). */
  messageKey: string;
  /** The values the message names (a range's bounds, a length's maximum). */
  values?: Record<string, number>;
}

const finite = (value: number) => typeof value === 'number' && Number.isFinite(value);

/**
 * The geometry of a new element (`current` null) or a change to one, checked against what
 * its type allows. The editor runs it before it sends; the server runs it again.
 */
export function checkPlanGeometry(
  flags: SymbolTypeFlags,
  change: PlanElementChange,
  current: PlanGeometry | null,
): PlanFieldError[] {
  const errors: PlanFieldError[] = [];
  const fail = (field: keyof PlanGeometry, messageKey: string, values?: Record<string, number>) =>
    errors.push({ field, messageKey, ...(values && { values }) });
  const scaleRange = { min: planLimits.minScale, max: planLimits.maxScale };
  const changed = (field: keyof PlanGeometry) =>
    change[field] !== undefined && (current === null || change[field] !== current[field]);

  for (const field of ['x', 'y'] as const) {
    const value = change[field];
    if (value === undefined) {
      if (current === null) fail(field, 'validation.required');
    } else if (!finite(value) || Math.abs(value) > planLimits.coordinate) {
      fail(field, 'planDrawing.outsidePlan');
    }
  }
  if (current !== null && !flags.move && (changed('x') || changed('y'))) {
    fail('x', 'planDrawing.notMovable');
  }

  if (change.rotation !== undefined) {
    if (!finite(change.rotation)) fail('rotation', 'validation.number');
    else if (!flags.rotate && normaliseRotation(change.rotation) !== 0) {
      fail('rotation', 'planDrawing.notRotatable');
    }
  }
  for (const [field, allowed] of [
    ['scale_x', flags.scaleX],
    ['scale_y', flags.scaleY],
  ] as const) {
    const value = change[field];
    if (value === undefined) continue;
    if (!finite(value) || value < planLimits.minScale || value > planLimits.maxScale) {
      fail(field, 'planDrawing.scaleRange', scaleRange);
    } else if (!allowed && value !== 1) {
      fail(field, 'planDrawing.notScalable');
    }
  }
  if (flags.lockedAspectRatio && flags.scaleX && flags.scaleY) {
    const scaleX = change.scale_x ?? current?.scale_x ?? 1;
    const scaleY = change.scale_y ?? current?.scale_y ?? 1;
    if (Math.abs(scaleX - scaleY) > 1e-6) fail('scale_y', 'planDrawing.aspectLocked');
  }

  if (change.size !== undefined && change.size !== null) {
    if (!flags.hasSize) fail('size', 'planDrawing.noSize');
    else if (
      !finite(change.size) ||
      change.size < planLimits.minSize ||
      change.size > planLimits.maxSize
    ) {
      fail('size', 'planDrawing.sizeRange', { min: planLimits.minSize, max: planLimits.maxSize });
    }
  }

  const points = change.points === undefined ? current?.points : change.points;
  if (flags.poly) {
    const least = flags.area ? 3 : 2;
    if (!points || points.length < least) {
      fail('points', flags.area ? 'planDrawing.areaPoints' : 'planDrawing.polyPoints');
    }
  } else if (points && points.length > 0) {
    fail('points', 'planDrawing.noPoints');
  }
  if (change.points) {
    if (change.points.length > planLimits.maxPoints) {
      fail('points', 'planDrawing.tooManyPoints', { max: planLimits.maxPoints });
    } else if (
      !change.points.every(
        (point) =>
          Array.isArray(point) &&
          point.length === 2 &&
          point.every((value) => finite(value) && Math.abs(value) <= planLimits.coordinate),
      )
    ) {
      fail('points', 'planDrawing.outsidePlan');
    }
  }

  if (!flags.area && changed('pattern_id') && change.pattern_id !== null) {
    fail('pattern_id', 'planDrawing.noPattern');
  }
  if (
    change.color !== undefined &&
    change.color !== null &&
    !/^#[0-9a-f]{6}$/i.test(change.color)
  ) {
    fail('color', 'validation.color');
  }
  if (change.label !== undefined && change.label !== null) {
    if (change.label.length > planLimits.maxLabel) {
      fail('label', 'validation.maxLength', { max: planLimits.maxLabel });
    }
  }
  return errors;
}

/** Degrees in [0, 360). */
export function normaliseRotation(degrees: number): number {
  const turned = degrees % 360;
  return turned < 0 ? turned + 360 : turned === 0 ? 0 : turned;
}

/** The SVG transform that puts an element's own drawing (centred on 0,0) on the plan. */
export function elementTransform(
  geometry: Pick<PlanGeometry, 'x' | 'y' | 'rotation' | 'scale_x' | 'scale_y'>,
): string {
  const parts = [`translate(${round(geometry.x)} ${round(geometry.y)})`];
  if (geometry.rotation) parts.push(`rotate(${round(geometry.rotation)})`);
  if (geometry.scale_x !== 1 || geometry.scale_y !== 1) {
    parts.push(`scale(${round(geometry.scale_x)} ${round(geometry.scale_y)})`);
  }
  return parts.join(' ');
}

/** A polygon's `points` attribute. */
export const pointsAttribute = (points: readonly PlanPoint[]) =>
  points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');

/** The side of the square a symbol is drawn in, in plan units (before its scale). */
export const symbolSide = (flags: SymbolTypeFlags, size: number | null) =>
  flags.hasSize ? (size ?? flags.defaultSize) : flags.defaultSize;

const round = (value: number) => Math.round(value * 100) / 100;

/** An area or line without a colour of its own. */
export const defaultAreaColor = '#d32f2f';

/** An element as the legend sees it; a pin names its record by kind and id (`recordKey`). */
export interface LegendElement {
  kind: string;
  symbol_type_id: string | null;
  record_id: string | null;
  pattern_id: string | null;
  color: string | null;
  points: readonly unknown[] | null;
  sort_index: number;
}

/** What the legend reads of the drawing's symbol types, records and patterns. */
export interface LegendLookup {
  type(id: string): { value: string; svg: string; is_area: boolean } | undefined;
  /** A record by `recordKey(kind, id)`: records of different kinds share ids. */
  record(
    key: string,
  ): { legend_key: string; legend: string; svg: string; color?: string | null } | undefined;
  pattern(id: string): { value: string; svg: string } | undefined;
}

/** Records of different kinds share ids: a record is known by its kind and id. */
export const recordKey = (kind: string, id: string) => `${kind}:${id}`;

/** One line of a plan's legend: how its swatch looks and what it means. */
export interface PlanLegendLine {
  key: string;
  /** 'area' (a pattern in a colour), 'line' (a polygon's stroke), 'symbol' or 'pin'. */
  look: 'area' | 'line' | 'symbol' | 'pin';
  /** Empty when the type or record is gone: the reader's "unknown symbol" text then. */
  label: string;
  symbol_type_id: string | null;
  /** The symbol's markup in its 24 × 24 box; empty for an area or a line. */
  svg: string;
  /** A pin's lab-status colour, an area's or line's colour. */
  color: string | null;
  pattern_id: string | null;
  pattern_svg: string | null;
}

/**
 * Every symbol used on a plan, once, in the order first drawn: a symbol type, a line, an
 * area per pattern and colour, a pin per record legend (a location per lab status, a
 * sample per kind, an observation per type). Lines that look and read the same (each
 * material type's "Materiaalmonster") are one. The editor and the print both show this.
 */
export function planLegend(
  elements: readonly LegendElement[],
  lookup: LegendLookup,
): PlanLegendLine[] {
  const lines = new Map<string, PlanLegendLine>();
  const looks = new Set<string>();
  for (const element of [...elements].sort((a, b) => a.sort_index - b.sort_index)) {
    const line = legendLine(element, lookup);
    if (!line || lines.has(line.key)) continue;
    const look = JSON.stringify([line.look, line.label, line.svg, line.color, line.pattern_svg]);
    if (looks.has(look)) continue;
    looks.add(look);
    lines.set(line.key, line);
  }
  return [...lines.values()];
}

/** Whether a polygon is a filled area: its type says so, or it has a pattern. */
export const isAreaShape = (
  element: { pattern_id: unknown },
  type: { is_area: boolean } | undefined,
) => element.pattern_id !== null || type?.is_area === true;

/** An element's legend line; none for what is not drawn (a pin or symbol that is gone). */
function legendLine(element: LegendElement, lookup: LegendLookup): PlanLegendLine | null {
  const none = {
    symbol_type_id: null,
    svg: '',
    color: null,
    pattern_id: null,
    pattern_svg: null,
  };
  if (element.kind !== 'symbol') {
    const record = element.record_id
      ? lookup.record(recordKey(element.kind, element.record_id))
      : undefined;
    if (!record) return null;
    return {
      ...none,
      key: record.legend_key,
      look: 'pin',
      label: record.legend,
      svg: record.svg,
      color: record.color ?? null,
    };
  }
  const type = element.symbol_type_id ? lookup.type(element.symbol_type_id) : undefined;
  const typed = { ...none, symbol_type_id: element.symbol_type_id, label: type?.value ?? '' };
  if (element.points && element.points.length > 0) {
    const color = element.color ?? defaultAreaColor;
    if (!isAreaShape(element, type)) {
      return { ...typed, key: `line:${element.symbol_type_id}:${color}`, look: 'line', color };
    }
    const pattern = element.pattern_id ? lookup.pattern(element.pattern_id) : undefined;
    return {
      ...typed,
      key: `area:${element.symbol_type_id ?? ''}:${element.pattern_id ?? ''}:${color}`,
      look: 'area',
      label: [type?.value, pattern?.value].filter(Boolean).join(' – '),
      color,
      pattern_id: element.pattern_id,
      pattern_svg: pattern?.svg ?? '',
    };
  }
  if (!type) return null;
  return { ...typed, key: `symbol:${element.symbol_type_id}`, look: 'symbol', svg: type.svg };
}

/**
 * The order elements are drawn in, bottom to top: areas, then lines, then symbols and pins,
 * each in their own order (sort_index). An area drawn over a pin would hide it on paper
 * and take its clicks on screen; the editor and the print both draw in this order.
 */
export function planDrawingOrder<
  Element extends {
    points: readonly unknown[] | null;
    pattern_id: string | number | null;
    sort_index: number;
  },
>(elements: readonly Element[]): Element[] {
  const layer = (element: Element) =>
    element.points && element.points.length > 0 ? (element.pattern_id ? 0 : 1) : 2;
  return [...elements].sort((a, b) => layer(a) - layer(b) || a.sort_index - b.sort_index);
}

/** How see-through an area's fill is: the plan under it stays readable (editor and print). */
export const areaFillOpacity = 0.35;

/** Stroke widths of an area's edge and a line, in screen or paper pixels (non-scaling). */
export const planStrokeWidths = { area: 2, line: 3 } as const;

/**
 * The side of an element's square in plan units, before its scale: a pin's record's size,
 * a symbol's by its type (a type that is gone: the default box).
 */
export function planElementSide(
  element: { kind: string; size: number | null },
  typeFlags: SymbolTypeFlags | undefined,
  recordSize: number | undefined,
): number {
  if (element.kind !== 'symbol') return recordSize ?? defaultSymbolSize;
  return symbolSide(typeFlags ?? pinFlags, element.size);
}

/** Where a pin's number or a symbol's label stands: right of its square, in plan units. */
export interface PlanTextLayout {
  fontSize: number;
  x: number;
  baseline: number;
  /** About the text's width (a box behind it, a pointer target). */
  width: number;
}

/**
 * A pin's number or a symbol's label beside an element of side `side`. The editor asks for
 * a least font size (its text stays legible when zoomed out); the print takes the default.
 */
export function planTextLayout(text: string, side: number, minFontSize = 8): PlanTextLayout {
  const half = side / 2;
  const printed = Math.max(8, side * 0.55);
  const fontSize = Math.max(minFontSize, printed);
  return {
    fontSize,
    x: half + 2,
    // A larger text than printed grows about the same middle.
    baseline: half * 0.4 + (fontSize - printed) * 0.35,
    width: text.length * fontSize * 0.62,
  };
}
