import { describe, expect, it } from 'vitest';
import {
  allPageSettings,
  contentHeight,
  cssString,
  pageCounterContent,
  printCss,
} from './print-css';

describe('the print view style sheet', () => {
  it('writes the page counter as strings and counters', () => {
    expect(pageCounterContent('Pagina {page} van {pages}')).toBe(
      '"Pagina " counter(page) " van " counter(pages)',
    );
    expect(pageCounterContent('{page}/{pages}')).toBe('counter(page) "/" counter(pages)');
  });

  it('quotes a header so that it cannot end its string', () => {
    expect(cssString('Rapport "A" \\ B\nC')).toBe('"Rapport \\"A\\" \\\\ B C"');
  });

  it('has a named page for each of the eight page settings, bare ones without margin boxes', () => {
    expect(allPageSettings).toHaveLength(8);
    const css = printCss('2026-0001 — Rapport', 'Pagina {page} van {pages}');
    expect(css).toContain(
      '@page a3-landscape {\n  size: 420mm 297mm;\n  margin: 25mm 10mm 11mm 10mm;',
    );
    expect(css).toContain('@page a3-landscape-bare { size: 420mm 297mm; margin: 10mm; }');
    expect(css.match(/@page a\d-\w+(-bare)? /g)).toHaveLength(8);
    expect(css).toContain('content: "2026-0001 — Rapport"');
  });

  it('keeps tables within the page: fixed layout, wrapping cells, the toolbar not printed', () => {
    const css = printCss('Rapport', 'Pagina {page} van {pages}');
    expect(css).toMatch(/\.report-print table \{[^}]*width: 100%; table-layout: fixed;/);
    expect(css).toMatch(/\.report-print td \{[^}]*overflow-wrap: anywhere;/);
    expect(css).toMatch(/@media print \{[^@]*\.report-toolbar \{ display: none; \}/);
  });

  it('lets a PDF page image fill what the page leaves for content', () => {
    expect(contentHeight({ size: 'A4', orientation: 'portrait', headerFooter: true })).toBe(261);
    expect(contentHeight({ size: 'A3', orientation: 'landscape', headerFooter: false })).toBe(277);
  });
});
