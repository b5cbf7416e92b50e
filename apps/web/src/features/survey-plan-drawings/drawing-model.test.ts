import { planDrawingOrder } from '@vezel/domain/surveys/plan-drawings';
import { describe, expect, it } from 'vitest';
import {
  changeBetween,
  distinctCorners,
  emptyHistory,
  fitView,
  keepUnchanged,
  legendEntries,
  mergeElements,
  placeableRecords,
  polygonElement,
  pushStep,
  recordMap,
  renameInHistory,
  rotationTowards,
  scaleFromHandle,
  toPlan,
  zoomAt,
  type DrawnElement,
  type PlanRecord,
  type SymbolType,
} from './drawing-model';

const element = (id: string, change: Partial<DrawnElement> = {}): DrawnElement => ({
  id,
  kind: 'symbol',
  symbol_type_id: '1',
  record_id: null,
  x: 10,
  y: 20,
  rotation: 0,
  scale_x: 1,
  scale_y: 1,
  size: null,
  points: null,
  pattern_id: null,
  color: null,
  label: null,
  sort_index: 0,
  version: 1,
  ...change,
});

const record = (id: string, change: Partial<PlanRecord> = {}): PlanRecord => ({
  kind: 'location',
  id,
  number: `B0${id}`,
  description: 'Golfplaten',
  svg: '<circle cx="12" cy="12" r="8" />',
  size: 24,
  color: null,
  legend_key: 'location',
  legend: 'Bronlocatie',
  placed_on: [],
  ...change,
});

const arrowType: SymbolType = {
  id: '1',
  value: 'Noordpijl',
  svg: '<path d="M12 0 L18 24 Z" />',
  locked_aspect_ratio: true,
  svg_move: true,
  svg_rotate: true,
  svg_scale_x: true,
  svg_scale_y: true,
  is_poly: false,
  is_area: false,
  has_size: false,
  default_size: 24,
  active: true,
};

describe('the drawing model', () => {
  it('gives the change of an edit and the change back, or none when nothing changed', () => {
    const before = element('1');
    expect(changeBetween(before, { ...before, x: 30, rotation: 90 })).toEqual({
      forward: { x: 30, rotation: 90 },
      back: { x: 10, rotation: 0 },
    });
    expect(changeBetween(before, { ...before })).toBeNull();
  });

  it('renames an element re-created by an undo in every later step', () => {
    let history = pushStep(emptyHistory, {
      type: 'update',
      id: '5',
      before: { x: 1 },
      after: { x: 2 },
      label: 'B01',
    });
    history = pushStep(history, {
      type: 'delete',
      id: '5',
      input: { kind: 'location', x: 2, y: 3 },
      label: 'B01',
    });
    const renamed = renameInHistory(history, '5', '9');
    expect(renamed.undo.map((step) => step.id)).toEqual(['9', '9']);
    // A new step ends what could be redone.
    expect(pushStep({ undo: [], redo: history.undo }, history.undo[0]!).redo).toEqual([]);
  });

  it('counts a spot clicked twice in a row as one corner', () => {
    expect(
      distinctCorners([
        [0, 0],
        [10, 0],
        [10.2, 0.1],
        [10, 10],
      ]),
    ).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
  });

  it('merges a refetch, keeping the elements whose edit is on its way', () => {
    const mine = [element('1', { x: 99 }), element('2')];
    const server = [element('1', { version: 2 }), element('3')];
    expect(mergeElements(mine, server, new Set(['1'])).map(({ id, x }) => [id, x])).toEqual([
      ['1', 99],
      ['3', 10],
    ]);
    expect(mergeElements(mine, server, new Set()).map(({ id, x }) => [id, x])).toEqual([
      ['1', 10],
      ['3', 10],
    ]);
    // A refetch that answers with what was stored before this screen's save keeps the save.
    const saved = [element('1', { x: 50, version: 4 })];
    expect(mergeElements(saved, [element('1', { version: 3 })], new Set())[0]!.x).toBe(50);
    // Unchanged elements keep their identity, so their memoised rows do not render again.
    const kept = keepUnchanged(mine, [element('2'), element('1', { x: 5, version: 3 })]);
    expect(kept[0]).toBe(mine[1]);
    expect(kept[1]).not.toBe(mine[0]);
  });

  it('lists each symbol once in the legend, in the order drawn, areas by pattern and colour', () => {
    // A sample may have the id of a location: records are known by kind and id.
    const records = recordMap([
      record('7'),
      record('8'),
      record('7', { kind: 'sample', legend_key: 'sample:4', legend: 'Materiaalmonster' }),
      record('9', { kind: 'sample', legend_key: 'sample:5', legend: 'Materiaalmonster' }),
    ]);
    const entries = legendEntries(
      [
        element('1', { kind: 'location', symbol_type_id: null, record_id: '7', sort_index: 0 }),
        element('2', { sort_index: 1 }),
        element('3', { kind: 'location', symbol_type_id: null, record_id: '8', sort_index: 2 }),
        element('4', { kind: 'sample', symbol_type_id: null, record_id: '7', sort_index: 3 }),
        element('5', {
          symbol_type_id: '2',
          pattern_id: '6',
          color: '#d32f2f',
          points: [
            [0, 0],
            [10, 0],
            [0, 10],
          ],
          sort_index: 4,
        }),
        // Another material's sample kind of the same name and symbol: no second line.
        element('6', { kind: 'sample', symbol_type_id: null, record_id: '9', sort_index: 5 }),
      ],
      new Map([
        ['1', arrowType],
        ['2', { ...arrowType, id: '2', value: 'Vlak', is_poly: true, is_area: true }],
      ]),
      records,
      new Map([['6', { id: '6', value: 'Effen', svg: '<rect width="8" height="8" />' }]]),
    );
    expect(entries.map((entry) => entry.label)).toEqual([
      'Bronlocatie',
      'Noordpijl',
      'Materiaalmonster',
      'Vlak – Effen',
    ]);
  });

  it('lists the records without a pin on this plan, those on no plan first', () => {
    const records = [
      record('1'),
      record('2', { placed_on: ['50'] }),
      record('3', { placed_on: ['60'] }),
    ];
    const elements = [
      element('9', { kind: 'location', record_id: '1' }),
      element('10', { kind: 'sample', record_id: '3' }),
    ];
    const placeable = placeableRecords(records, elements, '50');
    // Its pin on this plan was deleted here since the server counted it.
    expect(placeable.unplaced.map((item) => item.id)).toEqual(['2']);
    expect(placeable.elsewhere.map((item) => item.id)).toEqual(['3']);
    expect(placeableRecords(records, [], '70').unplaced.map((item) => item.id)).toEqual(['1']);
  });

  it('scales by how much farther the handle is dragged, the aspect ratio locked', () => {
    const flags = {
      lockedAspectRatio: true,
      move: true,
      rotate: true,
      scaleX: true,
      scaleY: true,
      poly: false,
      area: false,
      hasSize: false,
      defaultSize: 24,
    };
    // From a handle 20 units out to 40: twice the size, not the pointer's distance over the box.
    expect(scaleFromHandle(flags, [12, 16], [24, 32], { scale_x: 1, scale_y: 1 })).toEqual({
      scale_x: 2,
      scale_y: 2,
    });
    expect(
      scaleFromHandle({ ...flags, lockedAspectRatio: false, scaleY: false }, [20, 20], [30, 60], {
        scale_x: 2,
        scale_y: 1,
      }),
    ).toEqual({ scale_x: 3, scale_y: 1 });
  });

  it('turns an element towards the pointer, snapping to 15° when asked', () => {
    const at = { x: 0, y: 0 };
    expect(rotationTowards(at, [10, 0], false)).toBe(90);
    expect(rotationTowards(at, [0, -10], false)).toBe(0);
    expect(rotationTowards(at, [10, 9], true)).toBe(135);
  });

  it('stores a polygon at its first corner, the corners relative to it', () => {
    expect(
      polygonElement([
        [100, 50],
        [200, 50],
        [200, 150],
      ]),
    ).toEqual({
      x: 100,
      y: 50,
      points: [
        [0, 0],
        [100, 0],
        [100, 100],
      ],
    });
  });

  it('fits the plan in the box and zooms about a point that stays put', () => {
    const view = fitView(1600, 800, 800, 800);
    expect(view).toEqual({ scale: 0.5, x: 0, y: 200 });
    const zoomed = zoomAt(view, 2, [400, 400]);
    expect(toPlan(zoomed, [400, 400])).toEqual(toPlan(view, [400, 400]));
    expect(zoomed.scale).toBe(1);
  });

  it('draws areas below lines, and lines below symbols and pins', () => {
    const order = planDrawingOrder([
      element('pin', { kind: 'location', sort_index: 0 }),
      element('line', {
        points: [
          [0, 0],
          [5, 5],
        ],
        sort_index: 1,
      }),
      element('area', {
        points: [
          [0, 0],
          [5, 0],
          [5, 5],
        ],
        pattern_id: '6',
        sort_index: 2,
      }),
      element('arrow', { sort_index: 3 }),
    ]);
    expect(order.map((item) => item.id)).toEqual(['area', 'line', 'pin', 'arrow']);
  });
});
