import Box from '@mui/material/Box';
import type { PlanPoint, SymbolTypeFlags } from '@vezel/domain/surveys/plan-drawings';
import { pointsAttribute } from '@vezel/domain/surveys/plan-drawings';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import type { DragPreview } from './drag-preview';
import {
  rotationTowards,
  round,
  scaleFromHandle,
  toLocal,
  toPlan,
  zoomAt,
  type DrawnElement,
  type PlanView,
} from './drawing-model';
import type { HandleKind } from './SelectionHandles';

/** What a pointer on the plan does now: pick and move, or add to the drawing. */
export type CanvasTool = 'select' | 'place' | 'corners';

export interface PlanCanvasProps {
  width: number;
  height: number;
  imageUrl: string;
  label: string;
  /** The id of the text that tells the keys. */
  describedBy: string;
  tool: CanvasTool;
  editable: boolean;
  view: PlanView;
  onView: (update: (view: PlanView) => PlanView) => void;
  /** The drawing's size on screen, at first and whenever it changes. */
  onBoxSize: (width: number, height: number) => void;
  /** The element under a pointer, with what it may do. */
  elementById: (id: string) => { element: DrawnElement; flags: SymbolTypeFlags } | null;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** A press on the plan with the place or corners tool, in plan coordinates. */
  onPoint: (point: PlanPoint) => void;
  /** A double click: the corners are done. */
  onFinish: () => void;
  /** A finished move, rotation or scale. */
  onCommit: (element: DrawnElement) => void;
  hold: (id: string) => void;
  release: (id: string) => void;
  preview: DragPreview;
  onKeyDown: (event: ReactKeyboardEvent<SVGSVGElement>) => void;
  onKeyUp: (event: ReactKeyboardEvent<SVGSVGElement>) => void;
  /** The drawing lost the keyboard's focus. */
  onBlur: () => void;
  /** The polygon being drawn. */
  corners: readonly PlanPoint[];
  defs: ReactNode;
  children: ReactNode;
}

type Gesture =
  | {
      type: 'edit';
      handle: HandleKind | 'move';
      start: DrawnElement;
      from: PlanPoint;
      flags: SymbolTypeFlags;
      moved: boolean;
    }
  | { type: 'pan'; start: PlanView; from: PlanPoint }
  /** A press that places a symbol or corner when let go, unless it became a drag or pinch. */
  | { type: 'place'; from: PlanPoint; at: PlanPoint; moved: boolean }
  | { type: 'pinch'; start: PlanView; distance: number; middle: PlanPoint };

/** The drawing's least height on screen (px). */
const minBoxHeight = 320;

/** Pixels a pointer may wander before a press becomes a drag. */
const dragSlop = 3;

const distance = (a: PlanPoint, b: PlanPoint) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const middle = (a: PlanPoint, b: PlanPoint): PlanPoint => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/**
 * The drawing's SVG: the plan image and the elements in the plan's own coordinates under
 * one zoom-and-pan transform, and the pointer gestures: press an element to select and drag
 * it (mouse, pen or one finger), drag a handle to rotate or scale, drag the empty plan to
 * pan, two fingers to zoom and pan, the wheel to zoom.
 */
export function PlanCanvas(props: PlanCanvasProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const propsRef = useRef(props);
  // The window's listeners read the newest props.
  useLayoutEffect(() => {
    propsRef.current = props;
  });
  const pointers = useRef(new Map<number, PlanPoint>());
  const gesture = useRef<Gesture | null>(null);
  const { view, onView } = props;

  const screenPoint = (clientX: number, clientY: number): PlanPoint => {
    const rect = svgRef.current?.getBoundingClientRect();
    return [clientX - (rect?.left ?? 0), clientY - (rect?.top ?? 0)];
  };

  // The drawing fills the window below what stands above it: the plan's bottom and the
  // tools are never below the fold.
  const [boxHeight, setBoxHeight] = useState<number | null>(null);
  const fitToWindow = () => {
    const box = boxRef.current;
    if (!box) return;
    const top = box.getBoundingClientRect().top + window.scrollY;
    // Where much stands above it (the palette on a tablet), it keeps a useful size: scrolled
    // to, it still fits the window.
    const least = Math.max(minBoxHeight, window.innerHeight * 0.6);
    const next = Math.round(Math.max(least, window.innerHeight - top - 16));
    setBoxHeight((current) => (current === next ? current : next));
  };
  useLayoutEffect(fitToWindow);
  useEffect(() => {
    window.addEventListener('resize', fitToWindow);
    return () => window.removeEventListener('resize', fitToWindow);
  }, []);

  const { onBoxSize } = props;
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const measure = () => onBoxSize(svg.clientWidth, svg.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [onBoxSize]);

  // The wheel zooms about the pointer; a passive listener could not keep the page still.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0015));
      onView((current) =>
        zoomAt(current, factor, [event.clientX - rect.left, event.clientY - rect.top]),
      );
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [onView]);

  /** Ends an element's edit: the preview is committed (or dropped when nothing moved). */
  const finishEdit = (cancel: boolean) => {
    const current = gesture.current;
    if (current?.type !== 'edit') return;
    const { preview, onCommit, release } = propsRef.current;
    const shown = preview.get(current.start.id);
    preview.set(null);
    release(current.start.id);
    if (!cancel && current.moved && shown) onCommit(shown);
  };

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      if (!pointers.current.has(event.pointerId)) return;
      const point = screenPoint(event.clientX, event.clientY);
      pointers.current.set(event.pointerId, point);
      const current = gesture.current;
      if (!current) return;
      const { view: shownView, onView: setView, preview } = propsRef.current;
      if (current.type === 'place') {
        if (distance(point, current.from) >= dragSlop) current.moved = true;
        return;
      }
      if (current.type === 'pinch') {
        const [a, b] = [...pointers.current.values()];
        if (!a || !b) return;
        const mid = middle(a, b);
        const zoomed = zoomAt(current.start, distance(a, b) / current.distance, current.middle);
        setView(() => ({
          ...zoomed,
          x: zoomed.x + mid[0] - current.middle[0],
          y: zoomed.y + mid[1] - current.middle[1],
        }));
        return;
      }
      if (current.type === 'pan') {
        setView(() => ({
          ...current.start,
          x: current.start.x + point[0] - current.from[0],
          y: current.start.y + point[1] - current.from[1],
        }));
        return;
      }
      const screenFrom: PlanPoint = [
        current.from[0] * shownView.scale + shownView.x,
        current.from[1] * shownView.scale + shownView.y,
      ];
      if (!current.moved && distance(point, screenFrom) < dragSlop) return;
      current.moved = true;
      const at = toPlan(shownView, point);
      const start = current.start;
      if (current.handle === 'move') {
        preview.set({
          ...start,
          x: round(start.x + at[0] - current.from[0]),
          y: round(start.y + at[1] - current.from[1]),
        });
      } else if (current.handle === 'rotate') {
        preview.set({ ...start, rotation: rotationTowards(start, at, event.shiftKey) });
      } else {
        const scale = scaleFromHandle(
          current.flags,
          toLocal(start, current.from),
          toLocal(start, at),
          start,
        );
        preview.set({ ...start, ...scale });
      }
    };
    const onUp = (event: PointerEvent) => {
      if (!pointers.current.delete(event.pointerId)) return;
      const current = gesture.current;
      if (current?.type === 'edit') finishEdit(event.type === 'pointercancel');
      if (current?.type === 'place' && !current.moved && event.type === 'pointerup') {
        propsRef.current.onPoint(current.at);
      }
      if (current?.type === 'pinch' && pointers.current.size === 1) {
        // One finger stays: it pans from here.
        const [rest] = [...pointers.current.values()];
        gesture.current = rest ? { type: 'pan', start: propsRef.current.view, from: rest } : null;
        return;
      }
      if (pointers.current.size === 0) gesture.current = null;
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, []);

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const point = screenPoint(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, point);
    svgRef.current?.focus({ preventScroll: true });
    const current = props;

    if (pointers.current.size === 2) {
      // A second finger: whatever the first one did becomes a pinch.
      finishEdit(true);
      const [a, b] = [...pointers.current.values()] as [PlanPoint, PlanPoint];
      gesture.current = {
        type: 'pinch',
        start: current.view,
        distance: distance(a, b) || 1,
        middle: middle(a, b),
      };
      return;
    }
    if (pointers.current.size > 2) return;

    const at = toPlan(current.view, point);
    if (current.editable && current.tool !== 'select') {
      // Placed when let go: a second finger (a pinch) or a drag places nothing.
      gesture.current = {
        type: 'place',
        from: point,
        at: [round(at[0]), round(at[1])],
        moved: false,
      };
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    const handle = target
      ?.closest('[data-handle]')
      ?.getAttribute('data-handle') as HandleKind | null;
    const elementId = target?.closest('[data-plan-element]')?.getAttribute('data-plan-element');
    const id = handle ? current.selectedId : elementId;
    const found = id ? current.elementById(id) : null;
    if (found) {
      if (!handle) current.onSelect(found.element.id);
      const allowed =
        handle === 'rotate'
          ? found.flags.rotate
          : handle === 'scale'
            ? found.flags.scaleX || found.flags.scaleY
            : found.flags.move;
      if (current.editable && allowed) {
        current.hold(found.element.id);
        gesture.current = {
          type: 'edit',
          handle: handle ?? 'move',
          start: found.element,
          from: at,
          flags: found.flags,
          moved: false,
        };
      }
      return;
    }
    current.onSelect(null);
    gesture.current = { type: 'pan', start: current.view, from: point };
  };

  return (
    <Box
      ref={boxRef}
      sx={{
        position: 'relative',
        height: boxHeight ?? '60vh',
        minHeight: minBoxHeight,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        // The plan takes every touch: one finger moves, two zoom, the page stays put.
        touchAction: 'none',
        userSelect: 'none',
        '& svg:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: -3,
        },
      }}
    >
      <svg
        ref={svgRef}
        data-testid="plan-drawing"
        role="application"
        aria-label={props.label}
        aria-describedby={props.describedBy}
        tabIndex={0}
        width="100%"
        height="100%"
        style={{ display: 'block', cursor: props.tool === 'select' ? 'grab' : 'crosshair' }}
        onPointerDown={onPointerDown}
        onDoubleClick={() => {
          if (props.tool === 'corners') props.onFinish();
        }}
        onKeyDown={props.onKeyDown}
        onKeyUp={props.onKeyUp}
        onBlur={props.onBlur}
      >
        {props.defs}
        <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
          <image href={props.imageUrl} x={0} y={0} width={props.width} height={props.height} />
          {props.children}
          {props.corners.length > 0 && (
            <polyline
              data-testid="plan-corners"
              points={pointsAttribute(props.corners)}
              fill="none"
              stroke="#1565c0"
              strokeWidth={2 / view.scale}
              strokeDasharray={`${6 / view.scale} ${4 / view.scale}`}
            />
          )}
        </g>
      </svg>
    </Box>
  );
}
