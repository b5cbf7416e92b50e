import { describe, expect, it } from 'vitest';
import { symbolDocument, symbolFieldsOf, symbolImageSource } from './symbol-preview';

const decoded = (source: string | null) =>
  decodeURIComponent((source ?? '').replace('data:image/svg+xml;charset=utf-8,', ''));

describe('symbol previews', () => {
  it('finds the symbol fields of the lists that have them', () => {
    expect(symbolFieldsOf('svg_element_types')).toEqual(['svg', 'svg_active']);
    expect(symbolFieldsOf('monster_soorten')).toEqual(['svg']);
    expect(symbolFieldsOf('waarneming_types')).toEqual(['svg']);
    expect(symbolFieldsOf('svg_patterns')).toEqual(['svg']);
    expect(symbolFieldsOf('materiaal_statussen')).toEqual([]);
  });

  it('draws a symbol fragment in a complete 24 × 24 document in the given colour', () => {
    expect(symbolDocument('monster_soorten', '<circle r="4"/>', '#123456')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" color="#123456"><circle r="4"/></svg>',
    );
  });

  it('repeats a pattern tile of 8 × 8 over the square', () => {
    const document = symbolDocument('svg_patterns', '<path d="M0 8 L8 0"/>', 'black');
    expect(document).toContain(
      '<pattern id="tile" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 8 L8 0"/></pattern>',
    );
    expect(document).toContain('<rect width="24" height="24" fill="url(#tile)"/>');
  });

  it('gives an image source with the markup encoded, and none without markup', () => {
    const source = symbolImageSource('waarneming_types', '<rect width="3" height="3"/>', '#000');
    expect(source).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg%20xmlns/);
    expect(source).not.toMatch(/[<>"#]/);
    expect(decoded(source)).toContain('<rect width="3" height="3"/>');
    expect(symbolImageSource('waarneming_types', '  ', '#000')).toBeNull();
    expect(symbolImageSource('waarneming_types', undefined, '#000')).toBeNull();
  });

  it('keeps a colour from ending its attribute', () => {
    expect(symbolDocument('monster_soorten', '', 'red" onload="x')).toContain(
      'color="red onloadx"',
    );
  });
});
