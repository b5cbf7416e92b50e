import type { SymbolTypeFlags } from '@vezel/domain/surveys/plan-drawings';
import { usePreviewed, type DragPreview } from './drag-preview';
import { localBox, type DrawnElement } from './drawing-model';

/** The handle a gesture starts on: `data-handle` on its shape. */
export type HandleKind = 'rotate' | 'scale';

const handleColor = '#1565c0';

/** A point of an element's own frame on the plan (its rotation and scale applied). */
function onPlan(element: DrawnElement, x: number, y: number): [number, number] {
  const angle = (element.rotation * Math.PI) / 180;
  const sx = x * element.scale_x;
  const sy = y * element.scale_y;
  return [
    element.x + sx * Math.cos(angle) - sy * Math.sin(angle),
    element.y + sx * Math.sin(angle) + sy * Math.cos(angle),
  ];
}

/** `point` moved `distance` on, in the direction from it towards `towards`. */
function outward(
  point: [number, number],
  towards: [number, number],
  distance: number,
): [number, number] {
  const dx = towards[0] - point[0];
  const dy = towards[1] - point[1];
  const length = Math.hypot(dx, dy) || 1;
  return [point[0] + (dx / length) * distance, point[1] + (dy / length) * distance];
}

/**
 * The rotate and scale handles of the selected element, as its type allows; drawn at the
 * same size on screen whatever the zoom.
 */
export function SelectionHandles({
  element: stored,
  flags,
  side,
  zoom,
  preview,
  rotateLabel,
  scaleLabel,
}: {
  element: DrawnElement;
  flags: SymbolTypeFlags;
  side: number;
  zoom: number;
  preview: DragPreview;
  rotateLabel: string;
  scaleLabel: string;
}) {
  const element = usePreviewed(preview, stored);
  const box = localBox(element, side);
  const radius = 8 / zoom;
  // The handles stand outside the element, a fixed distance on screen: they never cover a
  // small symbol, whatever the zoom.
  const top = onPlan(element, 0, box.minY);
  const rotateAt = outward(top, onPlan(element, 0, box.minY - 1), 28 / zoom);
  const corner = onPlan(element, box.maxX, box.maxY);
  const scaleAt = outward(corner, onPlan(element, box.maxX + 1, box.maxY + 1), 16 / zoom);
  return (
    <g data-testid="plan-handles">
      {flags.rotate && (
        <>
          <line
            x1={top[0]}
            y1={top[1]}
            x2={rotateAt[0]}
            y2={rotateAt[1]}
            stroke={handleColor}
            strokeWidth={1.5 / zoom}
          />
          <circle
            data-handle="rotate"
            cx={rotateAt[0]}
            cy={rotateAt[1]}
            r={radius}
            fill="#ffffff"
            stroke={handleColor}
            strokeWidth={2 / zoom}
            style={{ cursor: 'grab' }}
          >
            <title>{rotateLabel}</title>
          </circle>
        </>
      )}
      {(flags.scaleX || flags.scaleY) && (
        <rect
          data-handle="scale"
          x={scaleAt[0] - radius}
          y={scaleAt[1] - radius}
          width={radius * 2}
          height={radius * 2}
          fill="#ffffff"
          stroke={handleColor}
          strokeWidth={2 / zoom}
          style={{ cursor: 'nwse-resize' }}
        >
          <title>{scaleLabel}</title>
        </rect>
      )}
    </g>
  );
}
