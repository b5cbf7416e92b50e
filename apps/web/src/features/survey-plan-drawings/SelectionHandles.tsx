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
  const rotateAt = onPlan(element, 0, box.minY - 28 / zoom / Math.max(element.scale_y, 0.05));
  const top = onPlan(element, 0, box.minY);
  const corner = onPlan(element, box.maxX, box.maxY);
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
          x={corner[0] - radius}
          y={corner[1] - radius}
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
