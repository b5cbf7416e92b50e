import {
  namedPage,
  orientations,
  pageDimensions,
  pageMargins,
  pageSizes,
  type PageSettings,
} from '@vezel/domain/reports/layout';

/** Every page setting a block can have: the eight named pages. */
export const allPageSettings: PageSettings[] = pageSizes.flatMap((size) =>
  orientations.flatMap((orientation) =>
    [true, false].map((headerFooter) => ({ size, orientation, headerFooter })),
  ),
);

/** The cover's page: A4 portrait without header and footer. */
export const coverPage = 'cover';

/** A text as a CSS string literal. */
export const cssString = (text: string): string =>
  `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;

/**
 * The "Pagina X van Y" of a margin box as CSS content, from the translated text with
 * `{page}` and `{pages}` in it: the text around them as strings, the two as counters.
 */
export function pageCounterContent(template: string): string {
  return template
    .split(/(\{pages?\})/)
    .filter((part) => part !== '')
    .map((part) =>
      part === '{page}' ? 'counter(page)' : part === '{pages}' ? 'counter(pages)' : cssString(part),
    )
    .join(' ');
}

/** A page without header and footer keeps a narrow margin all round (mm). */
const bareMargin = 10;

/** The height a page leaves for content (mm): a PDF's page image fills exactly that. */
export function contentHeight(settings: PageSettings): number {
  const [, height] = pageDimensions[settings.size][settings.orientation];
  return settings.headerFooter
    ? height - pageMargins.top - pageMargins.bottom
    : height - 2 * bareMargin;
}

export function contentWidth(settings: PageSettings): number {
  const [width] = pageDimensions[settings.size][settings.orientation];
  return width - (settings.headerFooter ? pageMargins.left + pageMargins.right : 2 * bareMargin);
}

function pageRule(settings: PageSettings, header: string, counter: string): string {
  const [width, height] = pageDimensions[settings.size][settings.orientation];
  const name = namedPage(settings);
  if (!settings.headerFooter) {
    return `@page ${name} { size: ${width}mm ${height}mm; margin: ${bareMargin}mm; }`;
  }
  const { top, right, bottom, left } = pageMargins;
  const box = 'font-family: Arial, Helvetica, sans-serif; font-size: 8pt; color: #555;';
  return `@page ${name} {
  size: ${width}mm ${height}mm;
  margin: ${top}mm ${right}mm ${bottom}mm ${left}mm;
  @top-left { content: ${cssString(header)}; ${box} vertical-align: bottom; padding-bottom: 4mm; }
  @bottom-right { content: ${counter}; ${box} vertical-align: top; padding-top: 2mm; }
}`;
}

/**
 * The print view's style sheet: the named pages of spec section 9 (sizes, margins, the
 * header text and the page counter in margin boxes unless bare), the report's typography,
 * and on screen each page setting's width as a sheet on a grey desk.
 */
export function printCss(header: string, pageOfPages: string): string {
  const counter = pageCounterContent(pageOfPages);
  const pages = allPageSettings.map((settings) => pageRule(settings, header, counter)).join('\n');
  const sized = allPageSettings
    .map((settings) => {
      const name = namedPage(settings);
      return `.report-print .page-${name} { page: ${name}; }
.report-print .page-${name} .pdf-page { height: ${contentHeight(settings) - 1}mm; }
@media screen { .report-print .page-${name} { width: ${contentWidth(settings)}mm; } }`;
    })
    .join('\n');
  return `${pages}
@page ${coverPage} { size: 210mm 297mm; margin: 20mm; }
.report-print { font-family: Arial, Helvetica, sans-serif; font-size: 10pt; line-height: 1.4; color: #000; background: #fff; }
.report-print .cover { page: ${coverPage}; display: flex; flex-direction: column; min-height: 255mm; }
.report-print .cover-logo { max-height: 25mm; max-width: 70mm; align-self: flex-end; }
.report-print .cover-title { font-size: 24pt; margin: 30mm 0 4mm; }
.report-print .cover-subtitle { font-size: 14pt; margin: 0 0 8mm; font-weight: normal; }
.report-print .cover-photo { max-width: 100%; max-height: 110mm; object-fit: contain; align-self: flex-start; }
.report-print .cover-facts { margin-top: auto; display: grid; grid-template-columns: 45mm 1fr; gap: 1mm 4mm; }
.report-print .cover-facts dt { font-weight: bold; }
.report-print .cover-facts dd { margin: 0; }
.report-print .cover-draft { color: #b00020; font-weight: bold; letter-spacing: 0.1em; }
.report-print .toc { break-before: page; }
.report-print .toc ol { list-style: none; padding: 0; margin: 0; }
.report-print .toc a { display: flex; gap: 3mm; color: inherit; text-decoration: none; padding: 0.6mm 0; break-inside: avoid; }
.report-print .toc-number { flex: 0 0 14mm; }
.report-print .toc-text { flex: 1 1 auto; }
.report-print .toc-page { flex: 0 0 12mm; text-align: right; }
.report-print .toc-level-1 { font-weight: bold; margin-top: 2mm; }
.report-print .toc-level-1 .toc-number { flex-basis: 20mm; }
.report-print .toc-level-2 a { padding-left: 6mm; }
.report-print .toc-level-3 a { padding-left: 12mm; }
.report-print .toc-level-4 a { padding-left: 18mm; }
.report-print .new-page { break-before: page; }
.report-print h1 { font-size: 16pt; margin: 0 0 4mm; }
.report-print h2 { font-size: 13pt; margin: 5mm 0 3mm; }
.report-print h3 { font-size: 11pt; margin: 4mm 0 2mm; }
.report-print h4 { font-size: 10pt; margin: 3mm 0 2mm; }
.report-print h1, .report-print h2, .report-print h3, .report-print h4 { break-after: avoid; }
/* Nothing runs past the page's edge: wide tables share the width and their cells wrap. */
.report-print img { max-width: 100%; height: auto; break-inside: avoid; }
.report-print table { border-collapse: collapse; width: 100%; table-layout: fixed; margin: 2mm 0; }
.report-print th, .report-print td { border: 0.2mm solid #999; padding: 1mm 1.5mm; text-align: left; vertical-align: top; overflow-wrap: anywhere; hyphens: auto; }
.report-print thead { display: table-header-group; }
.report-print tr { break-inside: avoid; }
.report-print .pdf-page { break-before: page; display: flex; align-items: center; justify-content: center; overflow: hidden; }
.report-print .pdf-page img { max-width: 100%; max-height: 100%; width: auto; height: auto; object-fit: contain; }
.report-print .block-failed { color: #b00020; font-style: italic; }
.report-print .signature { break-inside: avoid; margin-top: 10mm; }
.report-print .signature img { max-height: 25mm; max-width: 70mm; display: block; margin: 2mm 0; }
${sized}
@media screen {
  html, body { background: #d9dcdf; }
  .report-print { background: transparent; padding: 8mm 0; }
  .report-print .sheet { background: #fff; margin: 0 auto 8mm; padding: 10mm; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3); box-sizing: content-box; }
  /* As wide as the other A4 portrait sheets: its page margin is wider than theirs. */
  .report-print .cover { width: 170mm; padding: 20mm; }
  .report-print .toc { width: 190mm; }
  .report-print .report-toolbar { position: sticky; top: 0; z-index: 1; display: flex; align-items: center; gap: 4mm; margin: -8mm 0 8mm; padding: 2mm 4mm; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3); }
}
@media print {
  html, body { background: #fff; }
  .report-print .report-toolbar { display: none; }
}`;
}
