/**
 * The report's page layout (spec section 9) and the numbering of its headings, shared by the
 * server (the print model, the PDF job) and the web (the print view, the editors).
 */

export const pageSizes = ['A4', 'A3'] as const;
export type PageSize = (typeof pageSizes)[number];

export const orientations = ['portrait', 'landscape'] as const;
export type Orientation = (typeof orientations)[number];

/** 0 is no heading; 1 to 4 are h1 to h4. */
export const headingLevels = [0, 1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface PageSettings {
  size: PageSize;
  orientation: Orientation;
  headerFooter: boolean;
}

/** Millimetres, spec section 9. */
export const pageMargins = { top: 25, bottom: 11, left: 10, right: 10 } as const;

/** Millimetres: width × height of each page as printed. */
export const pageDimensions: Record<PageSize, Record<Orientation, [number, number]>> = {
  A4: { portrait: [210, 297], landscape: [297, 210] },
  A3: { portrait: [297, 420], landscape: [420, 297] },
};

/** A page without header and footer keeps a narrow margin all round (mm). */
export const bareMargin = 10;

/** The space a page leaves for content (mm): what a drawing or a PDF's page may fill. */
export function pageContentSize(settings: PageSettings): { width: number; height: number } {
  const [width, height] = pageDimensions[settings.size][settings.orientation];
  return settings.headerFooter
    ? {
        width: width - pageMargins.left - pageMargins.right,
        height: height - pageMargins.top - pageMargins.bottom,
      }
    : { width: width - 2 * bareMargin, height: height - 2 * bareMargin };
}

/** The CSS named page of a page setting: `a4-portrait`, `a3-landscape-bare`... */
export const namedPage = (settings: PageSettings): string =>
  `${settings.size.toLowerCase()}-${settings.orientation}${settings.headerFooter ? '' : '-bare'}`;

/** Photos and a PDF's pages as printed (spec section 9). */
export const reportImages = {
  photoLongestSide: 2000,
  pdfPageScale: 2,
  pdfPageQuality: 0.6,
} as const;

/** "Bijlage A", "Bijlage B"... "Bijlage Z", "Bijlage AA"... */
export function appendixLetter(index: number): string {
  let letters = '';
  let rest = index;
  do {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return letters;
}

export interface HeadingInput {
  level: HeadingLevel;
  /** Starts an appendix: its heading is labelled "Bijlage A"... instead of a number. */
  appendix?: boolean;
}

/**
 * Hierarchical numbers of a report's headings in print order: 1, 1.1, 1.1.1, 1.1.1.1; an
 * appendix starts with its letter (the label is "Bijlage A") and its sub-headings count
 * under it (A.1, A.1.1), a level-1 heading there as a level-2 one. A heading below a missing level counts as if that level were 1. A
 * level-0 block has no number ('').
 */
export function numberHeadings(headings: readonly HeadingInput[]): string[] {
  const counters = [0, 0, 0, 0];
  let appendixCount = 0;
  let letter: string | null = null;
  return headings.map((heading) => {
    if (heading.appendix) {
      letter = appendixLetter(appendixCount++);
      counters.fill(0);
      return letter;
    }
    if (heading.level === 0) return '';
    // Inside an appendix the letter is the chapter's level: a level-1 heading is its A.1.
    const level = letter !== null && heading.level === 1 ? 2 : heading.level;
    const depth = level - 1;
    counters[depth] = (counters[depth] ?? 0) + 1;
    for (let deeper = depth + 1; deeper < counters.length; deeper++) counters[deeper] = 0;
    const parts = counters.slice(0, depth + 1).map((count) => Math.max(count, 1));
    if (letter === null) return parts.join('.');
    // Inside an appendix the chapter's own level is the letter.
    return [letter, ...parts.slice(1)].join('.');
  });
}
