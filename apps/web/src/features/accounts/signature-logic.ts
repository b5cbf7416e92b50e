/** The drawing surface of a signature, in canvas pixels (CSS may show it smaller). */
export const signatureSize = { width: 600, height: 200 } as const;

export interface Point {
  x: number;
  y: number;
}

/**
 * A pointer's position on the canvas in canvas pixels: the element may be scaled by CSS,
 * so the offset inside its box is scaled to the canvas size, and kept inside it.
 */
export function canvasPoint(
  client: Point,
  box: { left: number; top: number; width: number; height: number },
  size: { width: number; height: number } = signatureSize,
): Point {
  const scaleX = box.width > 0 ? size.width / box.width : 1;
  const scaleY = box.height > 0 ? size.height / box.height : 1;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  return {
    x: clamp((client.x - box.left) * scaleX, size.width),
    y: clamp((client.y - box.top) * scaleY, size.height),
  };
}

/** Whether a pointer event should draw: the primary mouse button, a touch or a pen in contact. */
export function drawsWith(pointerType: string, buttons: number): boolean {
  if (pointerType === 'mouse') return (buttons & 1) === 1;
  return pointerType === 'touch' || pointerType === 'pen';
}
