import { areaFillOpacity, symbolViewBox } from '@vezel/domain/surveys/plan-drawings';
import { useId } from 'react';

/** A symbol's sanitised markup as a small picture beside its name (decorative: the name says it). */
export function SymbolIcon({
  svg,
  color,
  size = 24,
}: {
  svg: string;
  color?: string | null;
  size?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={`0 0 ${symbolViewBox} ${symbolViewBox}`}
      style={{ flex: 'none', overflow: 'visible', color: color ?? undefined }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/** An area's fill: its pattern in its colour, in a small square. */
export function AreaSwatch({
  patternSvg,
  color,
  size = 24,
}: {
  patternSvg: string;
  color: string;
  size?: number;
}) {
  const id = `swatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      style={{ flex: 'none' }}
    >
      <defs>
        <pattern
          id={id}
          patternUnits="userSpaceOnUse"
          width={8}
          height={8}
          style={{ color }}
          dangerouslySetInnerHTML={{ __html: patternSvg }}
        />
      </defs>
      <rect
        x={1}
        y={1}
        width={22}
        height={22}
        // No pattern: the area is its colour, see-through, as on the plan.
        fill={patternSvg ? `url(#${id})` : color}
        fillOpacity={areaFillOpacity}
        stroke={color}
        strokeWidth={2}
      />
    </svg>
  );
}
