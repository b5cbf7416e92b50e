import {
  areaFillOpacity,
  defaultAreaColor,
  elementTransform,
  isAreaShape,
  planStrokeWidths,
  planTextLayout,
  pointsAttribute,
  recordKey,
  symbolViewBox,
} from '@vezel/domain/surveys/plan-drawings';
import { memo } from 'react';
import { usePreviewed, type DragPreview } from './drag-preview';
import {
  elementSide,
  recordOf,
  type DrawnElement,
  type Pattern,
  type PlanRecord,
  type SymbolType,
} from './drawing-model';

/** What the elements are drawn with: the symbol types, the records and their symbols' ids. */
export interface DrawingLook {
  types: ReadonlyMap<string, SymbolType>;
  records: ReadonlyMap<string, PlanRecord>;
  /** A record's pin symbol id in the defs by `recordKey` (records share one per markup). */
  recordSymbolIds: ReadonlyMap<string, string>;
  /** The name an element is announced by. */
  nameOf: (element: DrawnElement) => string;
}

export const typeSymbolId = (typeId: string, active = false) =>
  `plan-type-${typeId}${active ? '-active' : ''}`;
export const patternId = (pattern: string, color: string) =>
  `plan-pattern-${pattern}-${color.replace('#', '')}`;

const outline = '#1565c0';

interface DefsProps {
  types: readonly SymbolType[];
  /** Symbol id → markup. */
  recordSymbols: ReadonlyMap<string, string>;
  /** The pattern and colour pairs in use. */
  areaFills: readonly { pattern: string; color: string }[];
  patterns: ReadonlyMap<string, Pattern>;
}

/** The symbols and patterns the elements use, once each, in the drawing's defs. */
export const DrawingDefs = memo(function DrawingDefs({
  types,
  recordSymbols,
  areaFills,
  patterns,
}: DefsProps) {
  const box = `0 0 ${symbolViewBox} ${symbolViewBox}`;
  return (
    <defs>
      {types.map((type) => (
        <g key={type.id}>
          <symbol
            id={typeSymbolId(type.id)}
            viewBox={box}
            overflow="visible"
            dangerouslySetInnerHTML={{ __html: type.svg }}
          />
          <symbol
            id={typeSymbolId(type.id, true)}
            viewBox={box}
            overflow="visible"
            dangerouslySetInnerHTML={{ __html: type.svg_active || type.svg }}
          />
        </g>
      ))}
      {[...recordSymbols].map(([id, svg]) => (
        <symbol
          key={id}
          id={id}
          viewBox={box}
          overflow="visible"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ))}
      {areaFills.map(({ pattern, color }) => (
        <pattern
          key={patternId(pattern, color)}
          id={patternId(pattern, color)}
          patternUnits="userSpaceOnUse"
          width={8}
          height={8}
          style={{ color }}
          dangerouslySetInnerHTML={{ __html: patterns.get(pattern)?.svg ?? '' }}
        />
      ))}
    </defs>
  );
}, sameDefs);

function sameDefs(before: DefsProps, after: DefsProps): boolean {
  return (
    before.types === after.types &&
    before.recordSymbols === after.recordSymbols &&
    before.patterns === after.patterns &&
    JSON.stringify(before.areaFills) === JSON.stringify(after.areaFills)
  );
}

interface ElementProps {
  element: DrawnElement;
  look: DrawingLook;
  preview: DragPreview;
  selected: boolean;
  /** The least font size of a number or label, in plan units (legible at any zoom). */
  minFontSize: number;
}

/** One element on the plan; it renders again only when it changes or is dragged. */
export const PlanElementView = memo(function PlanElementView({
  element: stored,
  look,
  preview,
  selected,
  minFontSize,
}: ElementProps) {
  const element = usePreviewed(preview, stored);
  const common = {
    'data-plan-element': element.id,
    'data-selected': selected ? 'true' : undefined,
    role: 'img',
    'aria-label': look.nameOf(element),
    transform: elementTransform(element),
    style: { cursor: 'pointer' },
  } as const;

  if (element.points && element.points.length > 0) {
    const color = element.color ?? defaultAreaColor;
    const points = pointsAttribute(element.points);
    const type = element.symbol_type_id ? look.types.get(element.symbol_type_id) : undefined;
    if (isAreaShape(element, type)) {
      return (
        <g {...common}>
          <polygon
            points={points}
            fill={element.pattern_id ? `url(#${patternId(element.pattern_id, color)})` : color}
            fillOpacity={areaFillOpacity}
            stroke={color}
            strokeWidth={planStrokeWidths.area}
            vectorEffect="non-scaling-stroke"
          />
          {selected && (
            <polygon
              points={points}
              fill="none"
              stroke={outline}
              strokeWidth={2}
              strokeDasharray="6 4"
              vectorEffect="non-scaling-stroke"
            />
          )}
        </g>
      );
    }
    return (
      <g {...common}>
        {/* A thin line is hard to hit: a wide invisible one takes the pointer. */}
        <polyline
          points={points}
          fill="none"
          stroke="transparent"
          strokeWidth={14}
          vectorEffect="non-scaling-stroke"
        />
        <polyline
          points={points}
          fill="none"
          stroke={selected ? outline : color}
          strokeWidth={planStrokeWidths.line}
          vectorEffect="non-scaling-stroke"
        />
      </g>
    );
  }

  const side = elementSide(element, look.types, look.records);
  const half = side / 2;
  const record = recordOf(look.records, element);
  const href =
    element.kind === 'symbol'
      ? typeSymbolId(element.symbol_type_id ?? '', selected)
      : (look.recordSymbolIds.get(recordKey(element.kind, element.record_id ?? '')) ?? '');
  const text = record?.number ?? element.label;
  const layout = text ? planTextLayout(text, side, minFontSize) : null;
  return (
    <g {...common} color={record?.color ?? undefined}>
      {/* The pointer's target: the symbol and its number, so either picks the pin. */}
      <rect
        x={-half}
        y={-half}
        width={side + (layout ? 2 + layout.width : 0)}
        height={side}
        fill="transparent"
      />
      <use href={`#${href}`} x={-half} y={-half} width={side} height={side} />
      {text && layout && (
        <text
          x={layout.x}
          y={layout.baseline}
          fontSize={layout.fontSize}
          fontFamily="sans-serif"
          fontWeight={600}
          fill="#212121"
          stroke="#ffffff"
          strokeWidth={Math.max(2, layout.fontSize * 0.22)}
          paintOrder="stroke"
        >
          {text}
        </text>
      )}
      {selected && (
        <rect
          x={-half - 3}
          y={-half - 3}
          width={side + 6}
          height={side + 6}
          fill="none"
          stroke={outline}
          strokeWidth={2}
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
        />
      )}
    </g>
  );
});

/** Every element, in drawing order; memoised, so a zoom, pan or drag step leaves it alone. */
export const PlanElementsLayer = memo(function PlanElementsLayer({
  elements,
  look,
  preview,
  selectedId,
  minFontSize,
}: {
  elements: readonly DrawnElement[];
  look: DrawingLook;
  preview: DragPreview;
  selectedId: string | null;
  minFontSize: number;
}) {
  return (
    <g>
      {elements.map((element) => (
        <PlanElementView
          key={element.id}
          element={element}
          look={look}
          preview={preview}
          selected={element.id === selectedId}
          minFontSize={minFontSize}
        />
      ))}
    </g>
  );
});
