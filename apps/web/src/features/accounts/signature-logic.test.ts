import { describe, expect, it } from 'vitest';
import { canvasPoint, drawsWith } from './signature-logic';

describe('canvasPoint', () => {
  it('scales the offset in a CSS-sized box to canvas pixels', () => {
    const box = { left: 10, top: 20, width: 300, height: 100 };
    expect(canvasPoint({ x: 160, y: 70 }, box)).toEqual({ x: 300, y: 100 });
  });

  it('keeps the point inside the canvas', () => {
    const box = { left: 0, top: 0, width: 600, height: 200 };
    expect(canvasPoint({ x: -5, y: 900 }, box)).toEqual({ x: 0, y: 200 });
  });
});

describe('drawsWith', () => {
  it('draws with a pressed mouse, a touch or a pen', () => {
    expect(drawsWith('mouse', 1)).toBe(true);
    expect(drawsWith('mouse', 0)).toBe(false);
    expect(drawsWith('touch', 0)).toBe(true);
    expect(drawsWith('pen', 1)).toBe(true);
  });
});
