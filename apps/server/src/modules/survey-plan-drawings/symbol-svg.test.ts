import { describe, expect, it } from 'vitest';
import { seedLookupItems, type SeedLookupItem } from '../../db/seed/lookup-items';
import { sanitizeSymbolSvg } from './symbol-svg';

/** Markup as sanitize-html writes it: an empty element closed by its own end tag. */
const serialised = (markup: string) =>
  markup.replace(/<([a-z]+)([^<>]*?)\s*\/>/g, '<$1$2></$1>').trim();

/** Every symbol and pattern tile of the seeded lists, with the children's (sample kinds). */
function seededSvgs(items: readonly SeedLookupItem[]): string[] {
  return items.flatMap((item) => [
    ...(typeof item.data?.svg === 'string' ? [item.data.svg] : []),
    ...Object.values(item.children ?? {}).flatMap((children) => seededSvgs(children ?? [])),
  ]);
}

describe('a symbol as the plan drawing takes it', () => {
  it('keeps every seeded symbol and pattern as it is', () => {
    const svgs = [...new Set(Object.values(seedLookupItems).flatMap(seededSvgs))];
    // The sample kinds, observation types, element types and patterns all have one.
    expect(svgs.length).toBeGreaterThan(10);
    for (const svg of svgs) expect(sanitizeSymbolSvg(svg)).toBe(serialised(svg));
  });

  it.each([
    [
      'an event handler and a url() paint',
      '<circle cx="12" cy="12" r="9" fill="url(#x)" stroke="url(https://evil.example/x)" onload="alert(1)" />',
      '<circle cx="12" cy="12" r="9"></circle>',
    ],
    [
      'a script in capitals',
      '<SCRIPT>alert(1)</SCRIPT><Circle R="3" />',
      '<circle r="3"></circle>',
    ],
    [
      'a foreignObject with HTML',
      '<foreignObject><div>hi</div><iframe src="https://evil.example"></iframe></foreignObject><rect width="2" height="2" />',
      '<rect width="2" height="2"></rect>',
    ],
    [
      'a CDATA section',
      '<![CDATA[<script>alert(1)</script>]]><path d="M0 0 L1 1" />',
      '<path d="M0 0 L1 1"></path>',
    ],
    [
      'a style sheet and a style attribute',
      '<style>circle { fill: url(https://evil.example) }</style><circle r="1" style="fill:url(https://evil.example)" />',
      '<circle r="1"></circle>',
    ],
    [
      'use, image and a javascript: link',
      '<use href="#a" /><image href="https://evil.example/x.png" /><a href="javascript:alert(1)"><circle r="2" /></a>',
      '<circle r="2"></circle>',
    ],
    [
      'animate and set',
      '<circle r="2"><animate attributeName="href" to="javascript:alert(1)" /><set attributeName="onclick" to="alert(1)" /></circle>',
      '<circle r="2"></circle>',
    ],
    [
      'a breakout from the symbol it is placed in',
      '</symbol></svg><script>alert(1)</script><svg><symbol><circle r="1" />',
      '<circle r="1"></circle>',
    ],
    [
      'a paint that is no colour',
      '<rect width="1" height="1" fill="javascript:alert(1)" stroke="expression(alert(1))" />',
      '<rect width="1" height="1"></rect>',
    ],
  ])('reduces %s to shapes', (_case, hostile, shapes) => {
    expect(sanitizeSymbolSvg(hostile)).toBe(shapes);
  });

  it('keeps text, groups and colours', () => {
    const markup =
      '<g transform="rotate(45 12 12)"><text x="0" y="16" font-size="14">T</text><rect width="8" height="8" fill="currentColor" stroke="rgb(1, 2, 3)" /></g>';
    expect(sanitizeSymbolSvg(markup)).toBe(serialised(markup));
  });
});
