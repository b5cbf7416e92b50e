import { describe, expect, it } from 'vitest';
import {
  checkPlanGeometry,
  elementTransform,
  normaliseRotation,
  pinFlags,
  planElementSide,
  planLegend,
  planTextLayout,
  pointsAttribute,
  symbolSide,
  symbolTypeFlags,
  type PlanGeometry,
} from './plan-drawings';

const placed: PlanGeometry = {
  x: 100,
  y: 50,
  rotation: 0,
  scale_x: 1,
  scale_y: 1,
  size: null,
  points: null,
  pattern_id: null,
  color: null,
  label: null,
};

const fields = (errors: ReturnType<typeof checkPlanGeometry>) =>
  errors.map((error) => `${error.field}:${error.messageKey}`);

describe('symbolTypeFlags', () => {
  it('reads an element type with the list defaults', () => {
    expect(symbolTypeFlags({})).toEqual({
      lockedAspectRatio: true,
      move: true,
      rotate: false,
      scaleX: false,
      scaleY: false,
      poly: false,
      area: false,
      hasSize: false,
      defaultSize: 24,
    });
    const arrow = symbolTypeFlags({ svg_rotate: true, has_size: true, default_size: 32 });
    expect(arrow).toMatchObject({ rotate: true, hasSize: true, defaultSize: 32 });
    expect(symbolSide(arrow, null)).toBe(32);
    expect(symbolSide(arrow, 40)).toBe(40);
    // Without has_size the default size is not the type's to choose.
    expect(symbolSide(symbolTypeFlags({ default_size: 80 }), 40)).toBe(24);
  });
});

describe('checkPlanGeometry', () => {
  it('needs a place for a new element and keeps it near the plan', () => {
    expect(fields(checkPlanGeometry(pinFlags, {}, null))).toEqual([
      'x:validation.required',
      'y:validation.required',
    ]);
    expect(fields(checkPlanGeometry(pinFlags, { x: 1e9, y: Number.NaN }, null))).toEqual([
      'x:planDrawing.outsidePlan',
      'y:planDrawing.outsidePlan',
    ]);
    expect(checkPlanGeometry(pinFlags, { x: 10, y: 20 }, null)).toEqual([]);
  });

  it('allows only the handles the type has', () => {
    const fixed = symbolTypeFlags({ svg_move: false });
    expect(fields(checkPlanGeometry(fixed, { x: 120 }, placed))).toEqual([
      'x:planDrawing.notMovable',
    ]);
    expect(checkPlanGeometry(fixed, { x: 100 }, placed)).toEqual([]);
    expect(fields(checkPlanGeometry(pinFlags, { rotation: 90, scale_x: 2 }, placed))).toEqual([
      'rotation:planDrawing.notRotatable',
      'scale_x:planDrawing.notScalable',
    ]);
    expect(checkPlanGeometry(pinFlags, { rotation: 360 }, placed)).toEqual([]);
  });

  it('keeps a locked aspect ratio when both directions scale', () => {
    const text = symbolTypeFlags({ svg_scale_x: true, svg_scale_y: true });
    expect(fields(checkPlanGeometry(text, { scale_x: 2 }, placed))).toEqual([
      'scale_y:planDrawing.aspectLocked',
    ]);
    expect(checkPlanGeometry(text, { scale_x: 2, scale_y: 2 }, placed)).toEqual([]);
    const free = symbolTypeFlags({
      svg_scale_x: true,
      svg_scale_y: true,
      locked_aspect_ratio: false,
    });
    expect(checkPlanGeometry(free, { scale_x: 2, scale_y: 0.5 }, placed)).toEqual([]);
    expect(fields(checkPlanGeometry(free, { scale_x: 0 }, placed))).toEqual([
      'scale_x:planDrawing.scaleRange',
    ]);
  });

  it('needs corners for polygons and areas, and a pattern only on an area', () => {
    const line = symbolTypeFlags({ is_poly: true });
    const area = symbolTypeFlags({ is_poly: true, is_area: true });
    expect(fields(checkPlanGeometry(line, { x: 0, y: 0, points: [[0, 0]] }, null))).toEqual([
      'points:planDrawing.polyPoints',
    ]);
    const triangle: [number, number][] = [
      [0, 0],
      [10, 0],
      [0, 10],
    ];
    expect(
      fields(checkPlanGeometry(area, { x: 0, y: 0, points: triangle.slice(0, 2) }, null)),
    ).toEqual(['points:planDrawing.areaPoints']);
    expect(
      checkPlanGeometry(area, { x: 0, y: 0, points: triangle, pattern_id: '4' }, null),
    ).toEqual([]);
    expect(
      fields(checkPlanGeometry(line, { x: 0, y: 0, points: triangle, pattern_id: '4' }, null)),
    ).toEqual(['pattern_id:planDrawing.noPattern']);
    expect(fields(checkPlanGeometry(pinFlags, { points: triangle }, placed))).toEqual([
      'points:planDrawing.noPoints',
    ]);
  });

  it('checks size, colour and label', () => {
    const sized = symbolTypeFlags({ has_size: true, default_size: 24 });
    expect(fields(checkPlanGeometry(pinFlags, { size: 30 }, placed))).toEqual([
      'size:planDrawing.noSize',
    ]);
    expect(fields(checkPlanGeometry(sized, { size: 0 }, placed))).toEqual([
      'size:planDrawing.sizeRange',
    ]);
    expect(
      fields(checkPlanGeometry(sized, { color: 'red', label: 'x'.repeat(201) }, placed)),
    ).toEqual(['color:validation.color', 'label:validation.maxLength']);
    expect(
      checkPlanGeometry(sized, { size: 30, color: '#D32F2F', label: 'Kelder' }, placed),
    ).toEqual([]);
  });
});

describe('geometry', () => {
  it('writes transforms and points as SVG reads them', () => {
    expect(elementTransform(placed)).toBe('translate(100 50)');
    expect(elementTransform({ ...placed, rotation: 45.123, scale_x: 2, scale_y: 2 })).toBe(
      'translate(100 50) rotate(45.12) scale(2 2)',
    );
    expect(
      pointsAttribute([
        [0, 0],
        [10.005, 3],
      ]),
    ).toBe('0,0 10.01,3');
    expect(normaliseRotation(-90)).toBe(270);
    expect(normaliseRotation(720)).toBe(0);
  });
});

describe('planLegend', () => {
  const lookup = {
    type: (id: string) =>
      ({
        '3': { value: 'Noordpijl', svg: '<path d="M12 0"/>', is_area: false },
        '8': { value: 'Lijn', svg: '<line/>', is_area: false },
        '9': { value: 'Vlak', svg: '<polygon/>', is_area: true },
      })[id],
    record: (key: string) =>
      ({
        'location:1': {
          legend_key: 'location:40',
          legend: 'Bronlocatie – Asbesthoudend',
          svg: '<circle/>',
          color: '#D32F2F',
        },
        'location:2': {
          legend_key: 'location:41',
          legend: 'Bronlocatie – Asbestvrij',
          svg: '<circle/>',
          color: '#388E3C',
        },
        'location:3': {
          legend_key: 'location:40',
          legend: 'Bronlocatie – Asbesthoudend',
          svg: '<circle/>',
          color: '#D32F2F',
        },
        // Two material types' sample kinds of the same name and symbol.
        'sample:1': { legend_key: 'sample:7', legend: 'Materiaalmonster', svg: '<path/>' },
        'sample:2': { legend_key: 'sample:8', legend: 'Materiaalmonster', svg: '<path/>' },
      })[key],
    pattern: (id: string) => (id === '2' ? { value: 'Arcering', svg: '<path/>' } : undefined),
  };
  const corners: [number, number][] = [
    [0, 0],
    [10, 0],
    [0, 10],
  ];
  const element = (
    sort_index: number,
    kind: string,
    extra: { [field: string]: string | [number, number][] } = {},
  ) => ({
    kind,
    symbol_type_id: null,
    record_id: null,
    pattern_id: null,
    color: null,
    points: null,
    sort_index,
    ...extra,
  });

  it('lists each symbol once, in the order first drawn, a location per lab status', () => {
    const lines = planLegend(
      [
        element(7, 'sample', { record_id: '2' }),
        element(1, 'location', { record_id: '1' }),
        element(2, 'location', { record_id: '2' }),
        element(3, 'location', { record_id: '3' }),
        element(4, 'sample', { record_id: '1' }),
        element(5, 'symbol', { symbol_type_id: '3' }),
        element(6, 'symbol', {
          symbol_type_id: '9',
          pattern_id: '2',
          color: '#D32F2F',
          points: corners,
        }),
        element(8, 'symbol', { symbol_type_id: '8', points: corners }),
        // Not drawn, so not in the legend: a symbol whose type is gone, a pin whose record is.
        element(9, 'symbol', { symbol_type_id: '44' }),
        element(10, 'sample', { record_id: '99' }),
        // An area of a type that is gone is still drawn: its pattern names it.
        element(11, 'symbol', { pattern_id: '2', color: '#00FF00', points: corners }),
      ],
      lookup,
    );
    expect(lines.map((line) => [line.look, line.label, line.color])).toEqual([
      ['pin', 'Bronlocatie – Asbesthoudend', '#D32F2F'],
      ['pin', 'Bronlocatie – Asbestvrij', '#388E3C'],
      ['pin', 'Materiaalmonster', null],
      ['symbol', 'Noordpijl', null],
      ['area', 'Vlak – Arcering', '#D32F2F'],
      ['line', 'Lijn', '#d32f2f'],
      ['area', 'Arcering', '#00FF00'],
    ]);
  });
});

describe('what the editor and the print both draw', () => {
  it("sizes a pin by its record and a symbol by its type, a lost type's by the default box", () => {
    const sized = { ...pinFlags, hasSize: true, defaultSize: 40 };
    expect(planElementSide({ kind: 'sample', size: null }, undefined, 20)).toBe(20);
    expect(planElementSide({ kind: 'location', size: null }, undefined, undefined)).toBe(24);
    expect(planElementSide({ kind: 'symbol', size: 60 }, sized, undefined)).toBe(60);
    expect(planElementSide({ kind: 'symbol', size: null }, sized, undefined)).toBe(40);
    expect(planElementSide({ kind: 'symbol', size: 60 }, undefined, undefined)).toBe(24);
  });

  it("places a pin's number right of its square; the editor may ask for a larger text", () => {
    const printed = planTextLayout('B01', 24);
    expect(printed.fontSize).toBeCloseTo(13.2);
    expect(printed.x).toBe(14);
    expect(printed.baseline).toBeCloseTo(4.8);
    expect(printed.width).toBeCloseTo(3 * 13.2 * 0.62);
    const larger = planTextLayout('B01', 24, 23.2);
    expect(larger.fontSize).toBe(23.2);
    expect(larger.x).toBe(14);
    expect(larger.baseline).toBeCloseTo(8.3);
  });
});
