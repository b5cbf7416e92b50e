import {
  defaultAreaColor,
  pinFlags,
  planElementSide,
  planLegend,
  recordKey,
  planLimits,
  type PlanElementChange,
  type PlanElementKind,
  type PlanGeometry,
  type PlanPoint,
  type SymbolTypeFlags,
} from '@vezel/domain/surveys/plan-drawings';

/**
 * The drawing editor's pure half: elements as the server gives them, what each may do, the
 * undo history, the merge of a refetch with the edits still on their way, the legend and
 * the records not yet on a plan. The components and the editor's hook build on it.
 */

/** An element as the `PlanElement` type gives it. */
export interface DrawnElement extends PlanGeometry {
  id: string;
  kind: string;
  symbol_type_id: string | null;
  record_id: string | null;
  sort_index: number;
  version: number;
}

/** What a new element is made of (`PlanElementInput`). */
export interface NewElement extends Partial<PlanGeometry> {
  kind: PlanElementKind;
  symbol_type_id?: string | null;
  record_id?: string | null;
  x: number;
  y: number;
}

export interface SymbolType {
  id: string;
  value: string;
  description?: string | null;
  svg: string;
  svg_active?: string | null;
  locked_aspect_ratio: boolean;
  svg_move: boolean;
  svg_rotate: boolean;
  svg_scale_x: boolean;
  svg_scale_y: boolean;
  is_poly: boolean;
  is_area: boolean;
  has_size: boolean;
  default_size: number;
  active: boolean;
}

export interface Pattern {
  id: string;
  value: string;
  svg: string;
}

export interface PlanRecord {
  kind: string;
  id: string;
  number: string;
  description: string;
  svg: string;
  size: number;
  color?: string | null;
  legend_key: string;
  legend: string;
  placed_on: readonly string[];
}

/** The survey's records by `recordKey`. */
export const recordMap = (records: readonly PlanRecord[]): Map<string, PlanRecord> =>
  new Map(records.map((record) => [recordKey(record.kind, record.id), record]));

/** The record a pin stands for. */
export const recordOf = (
  records: ReadonlyMap<string, PlanRecord>,
  element: Pick<DrawnElement, 'kind' | 'record_id'>,
): PlanRecord | undefined =>
  element.record_id ? records.get(recordKey(element.kind, element.record_id)) : undefined;

/** The domain's flags of a symbol type as the GraphQL type gives them. */
export function typeFlags(type: SymbolType): SymbolTypeFlags {
  return {
    lockedAspectRatio: type.locked_aspect_ratio,
    move: type.svg_move,
    rotate: type.svg_rotate,
    scaleX: type.svg_scale_x,
    scaleY: type.svg_scale_y,
    poly: type.is_poly,
    area: type.is_area,
    hasSize: type.has_size,
    defaultSize: type.default_size,
  };
}

/** What an element may do: its type's flags, or a pin's. */
export function elementFlags(
  element: Pick<DrawnElement, 'kind' | 'symbol_type_id'>,
  types: ReadonlyMap<string, SymbolType>,
): SymbolTypeFlags {
  if (element.kind !== 'symbol') return pinFlags;
  const type = element.symbol_type_id ? types.get(element.symbol_type_id) : undefined;
  // A type that is gone: the element stays where it is.
  return type ? typeFlags(type) : { ...pinFlags, move: false };
}

/** The side of an element's square in plan units, before its scale. */
export function elementSide(
  element: Pick<DrawnElement, 'kind' | 'symbol_type_id' | 'record_id' | 'size'>,
  types: ReadonlyMap<string, SymbolType>,
  records: ReadonlyMap<string, PlanRecord>,
): number {
  const type = element.symbol_type_id ? types.get(element.symbol_type_id) : undefined;
  return planElementSide(element, type && typeFlags(type), recordOf(records, element)?.size);
}

/** An element's box in its own frame (before rotation and scale): a polygon's bounds, else its square. */
export function localBox(element: Pick<DrawnElement, 'points'>, side: number) {
  const points = element.points;
  if (points && points.length > 0) {
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    return {
      minX: Math.min(...xs),
      minY: Math.min(...ys),
      maxX: Math.max(...xs),
      maxY: Math.max(...ys),
    };
  }
  return { minX: -side / 2, minY: -side / 2, maxX: side / 2, maxY: side / 2 };
}

const geometryFields = [
  'x',
  'y',
  'rotation',
  'scale_x',
  'scale_y',
  'size',
  'points',
  'pattern_id',
  'color',
  'label',
] as const satisfies readonly (keyof PlanGeometry)[];

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields `after` changes of `before`, as a change and the change back. */
export function changeBetween(
  before: PlanGeometry,
  after: PlanGeometry,
): { forward: PlanElementChange; back: PlanElementChange } | null {
  const forward: Record<string, unknown> = {};
  const back: Record<string, unknown> = {};
  for (const field of geometryFields) {
    if (!sameValue(before[field], after[field])) {
      forward[field] = after[field];
      back[field] = before[field];
    }
  }
  return Object.keys(forward).length === 0
    ? null
    : { forward: forward as PlanElementChange, back: back as PlanElementChange };
}

/** The input that makes an element again (undoing its delete). */
export function recreateInput(element: DrawnElement): NewElement {
  return {
    kind: element.kind as PlanElementKind,
    symbol_type_id: element.symbol_type_id,
    record_id: element.record_id,
    x: element.x,
    y: element.y,
    rotation: element.rotation,
    scale_x: element.scale_x,
    scale_y: element.scale_y,
    size: element.size,
    points: element.points,
    pattern_id: element.pattern_id,
    color: element.color,
    label: element.label,
  };
}

/** An element with a change applied (what the screen shows before the server answers). */
export const withChange = (element: DrawnElement, change: PlanElementChange): DrawnElement => ({
  ...element,
  ...change,
});

// The undo history: one step per finished edit.

export type DrawingStep =
  | { type: 'create'; id: string; input: NewElement; label: string }
  | {
      type: 'update';
      id: string;
      before: PlanElementChange;
      after: PlanElementChange;
      label: string;
    }
  | { type: 'delete'; id: string; input: NewElement; label: string };

export interface DrawingHistory {
  undo: readonly DrawingStep[];
  redo: readonly DrawingStep[];
}

export const emptyHistory: DrawingHistory = { undo: [], redo: [] };
const historyDepth = 100;

/** A new step: it can be undone, and what was undone can no longer be redone. */
export const pushStep = (history: DrawingHistory, step: DrawingStep): DrawingHistory => ({
  undo: [...history.undo, step].slice(-historyDepth),
  redo: [],
});

/**
 * An undone delete (or a redone create) makes the element anew, with a new id: every step
 * that names the old one names the new one from now on.
 */
export function renameInHistory(history: DrawingHistory, from: string, to: string): DrawingHistory {
  const rename = (steps: readonly DrawingStep[]) =>
    steps.map((step) => (step.id === from ? { ...step, id: to } : step));
  return { undo: rename(history.undo), redo: rename(history.redo) };
}

/** Steps about an element that is gone for good (deleted by someone else) are dropped. */
export function forgetInHistory(history: DrawingHistory, id: string): DrawingHistory {
  const keep = (steps: readonly DrawingStep[]) => steps.filter((step) => step.id !== id);
  return { undo: keep(history.undo), redo: keep(history.redo) };
}

// Others' changes.

/**
 * The server's elements, with the local version kept of each element that has an edit on
 * its way (being dragged, or a save not yet answered) or that is newer than the server's
 * copy (a refetch answered with what was stored before a save): a refetch never undoes an
 * edit of this screen.
 */
export function mergeElements(
  local: readonly DrawnElement[],
  server: readonly DrawnElement[],
  pending: ReadonlySet<string>,
): DrawnElement[] {
  const mine = new Map(local.map((element) => [element.id, element]));
  return server.map((element) => {
    const kept = mine.get(element.id);
    return kept && (pending.has(element.id) || kept.version > element.version) ? kept : element;
  });
}

/** The corners of a shape, a spot clicked twice in a row (a double click) counted once. */
export function distinctCorners(points: readonly PlanPoint[]): PlanPoint[] {
  return points.filter((point, index) => {
    const before = points[index - 1];
    return !before || Math.hypot(point[0] - before[0], point[1] - before[1]) > 0.5;
  });
}

/** Elements kept by identity where the server's copy is the same version (memoised rows stay). */
export function keepUnchanged(
  previous: readonly DrawnElement[],
  next: readonly DrawnElement[],
): DrawnElement[] {
  const before = new Map(previous.map((element) => [element.id, element]));
  return next.map((element) => {
    const old = before.get(element.id);
    return old && old.version === element.version && sameValue(old, element) ? old : element;
  });
}

// Legend and the records not yet on a plan.

export interface LegendEntry {
  key: string;
  label: string;
  /** The symbol's markup (24 × 24), or an area's pattern. */
  svg: string;
  color: string | null;
  area: { patternSvg: string; color: string } | null;
}

/** A line's swatch, in its colour. */
const lineSwatch = '<line x1="2" y1="12" x2="22" y2="12" stroke="currentColor" stroke-width="3"/>';

/** The domain's legend of the plan, as the editor's list shows it. */
export function legendEntries(
  elements: readonly DrawnElement[],
  types: ReadonlyMap<string, SymbolType>,
  records: ReadonlyMap<string, PlanRecord>,
  patterns: ReadonlyMap<string, Pattern>,
): LegendEntry[] {
  return planLegend(elements, {
    type: (id) => types.get(id),
    record: (key) => records.get(key),
    pattern: (id) => patterns.get(id),
  }).map((line) => ({
    key: line.key,
    label: line.label,
    svg: line.look === 'line' ? lineSwatch : line.svg,
    color: line.color,
    area:
      line.look === 'area'
        ? { patternSvg: line.pattern_svg ?? '', color: line.color ?? defaultAreaColor }
        : null,
  }));
}

export interface PlaceableRecords {
  /** On no plan of the survey yet. */
  unplaced: PlanRecord[];
  /** On another plan, not on this one. */
  elsewhere: PlanRecord[];
}

/** The survey's records without a pin on this plan, those on no plan at all first. */
export function placeableRecords(
  records: readonly PlanRecord[],
  elements: readonly DrawnElement[],
  planId: string,
): PlaceableRecords {
  const here = new Set(
    elements.flatMap((element) =>
      element.record_id ? [recordKey(element.kind, element.record_id)] : [],
    ),
  );
  const result: PlaceableRecords = { unplaced: [], elsewhere: [] };
  for (const record of records) {
    if (here.has(recordKey(record.kind, record.id))) continue;
    const otherPlans = record.placed_on.filter((plan) => plan !== planId);
    (otherPlans.length > 0 ? result.elsewhere : result.unplaced).push(record);
  }
  return result;
}

// Geometry helpers for the handles and the keyboard.

/** Degrees a press of R or of a rotate button turns the selected element. */
export const rotateStep = 15;

const clampScale = (value: number) =>
  Math.min(planLimits.maxScale, Math.max(planLimits.minScale, Math.round(value * 1000) / 1000));

/**
 * The scale a handle dragged from `from` to `to` (both in the element's unrotated frame,
 * about its centre) asks for: the start scale times how much farther from the centre the
 * pointer is than where the drag began, so a handle outside a small symbol is not touchy.
 */
export function scaleFromHandle(
  flags: SymbolTypeFlags,
  from: PlanPoint,
  to: PlanPoint,
  start: { scale_x: number; scale_y: number },
): { scale_x: number; scale_y: number } {
  const overall = Math.hypot(to[0], to[1]) / Math.max(Math.hypot(from[0], from[1]), 1e-6);
  // Along an axis the drag hardly started on, the distance from the centre says it.
  const along = (axis: 0 | 1) =>
    Math.abs(from[axis]) > 1e-3 ? Math.abs(to[axis]) / Math.abs(from[axis]) : overall;
  if (flags.lockedAspectRatio && flags.scaleX && flags.scaleY) {
    const both = clampScale(start.scale_x * overall);
    return { scale_x: both, scale_y: both };
  }
  return {
    scale_x: flags.scaleX ? clampScale(start.scale_x * along(0)) : start.scale_x,
    scale_y: flags.scaleY ? clampScale(start.scale_y * along(1)) : start.scale_y,
  };
}

/** A point given in plan coordinates, in an element's unrotated, unscaled frame. */
export function toLocal(
  element: Pick<DrawnElement, 'x' | 'y' | 'rotation'>,
  point: PlanPoint,
): PlanPoint {
  const angle = (-element.rotation * Math.PI) / 180;
  const dx = point[0] - element.x;
  const dy = point[1] - element.y;
  return [dx * Math.cos(angle) - dy * Math.sin(angle), dx * Math.sin(angle) + dy * Math.cos(angle)];
}

/** The rotation (degrees, in [0, 360)) that points an element's top at `point`. */
export function rotationTowards(
  element: Pick<DrawnElement, 'x' | 'y'>,
  point: PlanPoint,
  snap: boolean,
): number {
  const degrees = (Math.atan2(point[1] - element.y, point[0] - element.x) * 180) / Math.PI + 90;
  const rounded = snap ? Math.round(degrees / 15) * 15 : Math.round(degrees * 10) / 10;
  return ((rounded % 360) + 360) % 360;
}

/** A polygon drawn by its corners in plan coordinates, as an element at its first corner. */
export function polygonElement(corners: readonly PlanPoint[]): {
  x: number;
  y: number;
  points: PlanPoint[];
} {
  const [x, y] = corners[0] ?? [0, 0];
  return {
    x,
    y,
    points: corners.map(([px, py]) => [round(px - x), round(py - y)]),
  };
}

export const round = (value: number) => Math.round(value * 100) / 100;

// The view: the plan is drawn at `scale` screen pixels per plan unit, shifted by x, y.

export interface PlanView {
  scale: number;
  x: number;
  y: number;
}

export const minZoom = 0.05;
export const maxZoom = 20;

/** The whole plan in a box of the given size, centred. */
export function fitView(
  width: number,
  height: number,
  boxWidth: number,
  boxHeight: number,
): PlanView {
  if (width <= 0 || height <= 0 || boxWidth <= 0 || boxHeight <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = Math.min(boxWidth / width, boxHeight / height);
  return { scale, x: (boxWidth - width * scale) / 2, y: (boxHeight - height * scale) / 2 };
}

/** Zoomed by `factor` about a screen point (it stays where it is). */
export function zoomAt(view: PlanView, factor: number, screen: PlanPoint): PlanView {
  const scale = Math.min(maxZoom, Math.max(minZoom, view.scale * factor));
  const applied = scale / view.scale;
  return {
    scale,
    x: screen[0] - (screen[0] - view.x) * applied,
    y: screen[1] - (screen[1] - view.y) * applied,
  };
}

/** A screen point (relative to the drawing's box) in plan coordinates. */
export const toPlan = (view: PlanView, screen: PlanPoint): PlanPoint => [
  (screen[0] - view.x) / view.scale,
  (screen[1] - view.y) / view.scale,
];
