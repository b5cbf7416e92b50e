import { listFieldsOf } from '@vezel/domain/resources/list-fields';

/** The fields that hold a symbol's markup: fragments drawn in a 24 × 24 box. */
const symbolFieldNames: ReadonlySet<string> = new Set(['svg', 'svg_active']);

/** Lists whose `svg` is an 8 × 8 tile that fills an area, not a symbol (list-fields). */
const patternLists: ReadonlySet<string> = new Set(['svg_patterns']);

const box = 24;
const tile = 8;

/** The fields of a list whose value a preview shows, in the list's order. */
export function symbolFieldsOf(list: string): string[] {
  return listFieldsOf(list)
    .filter((field) => field.type === 'textarea' && symbolFieldNames.has(field.name))
    .map((field) => field.name);
}

/** A colour as an attribute value; the colour comes from the theme, never from an admin. */
function colourAttribute(colour: string): string {
  return colour.replace(/[^#\w\s(),.%-]/g, '');
}

/**
 * The markup as a complete SVG document: a symbol in its 24 × 24 box, a pattern's tile
 * repeated over a square. `colour` is what `currentColor` paints with, which an image
 * does not inherit from the page.
 */
export function symbolDocument(list: string, markup: string, colour: string): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" color="${colourAttribute(colour)}">`;
  if (!patternLists.has(list)) return `${open}${markup}</svg>`;
  return (
    `${open}<defs><pattern id="tile" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">` +
    `${markup}</pattern></defs><rect width="${box}" height="${box}" fill="url(#tile)"/></svg>`
  );
}

/**
 * The `src` of an <img> that shows the markup, or null without any. An image runs no
 * script and loads nothing, so an admin's markup is never put into the page itself.
 */
export function symbolImageSource(list: string, markup: unknown, colour: string): string | null {
  if (typeof markup !== 'string' || !markup.trim()) return null;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(symbolDocument(list, markup.trim(), colour))}`;
}
