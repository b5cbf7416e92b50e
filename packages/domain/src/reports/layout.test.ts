import { describe, expect, it } from 'vitest';
import { appendixLetter, namedPage, numberHeadings } from './layout';

describe('report headings', () => {
  it('numbers headings hierarchically and restarts deeper levels', () => {
    expect(
      numberHeadings([
        { level: 1 },
        { level: 2 },
        { level: 3 },
        { level: 3 },
        { level: 0 },
        { level: 2 },
        { level: 1 },
        { level: 4 },
      ]),
    ).toEqual(['1', '1.1', '1.1.1', '1.1.2', '', '1.2', '2', '2.1.1.1']);
  });

  it('labels appendices by letter and numbers their sub-headings under it', () => {
    expect(
      numberHeadings([
        { level: 1 },
        { level: 1, appendix: true },
        { level: 2 },
        { level: 2 },
        { level: 1, appendix: true },
        { level: 3 },
      ]),
    ).toEqual(['1', 'A', 'A.1', 'A.2', 'B', 'B.1.1']);
  });

  it('counts a level-1 heading inside an appendix as level 2, never a second letter', () => {
    expect(
      numberHeadings([
        { level: 1 },
        { level: 1, appendix: true },
        { level: 1 },
        { level: 2 },
        { level: 1 },
        { level: 1, appendix: true },
      ]),
    ).toEqual(['1', 'A', 'A.1', 'A.2', 'A.3', 'B']);
  });

  it('goes on after Z with two letters', () => {
    expect([0, 1, 25, 26, 27].map(appendixLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });

  it('names a page by size, orientation and whether it has a header and footer', () => {
    expect(namedPage({ size: 'A3', orientation: 'landscape', headerFooter: false })).toBe(
      'a3-landscape-bare',
    );
    expect(namedPage({ size: 'A4', orientation: 'portrait', headerFooter: true })).toBe(
      'a4-portrait',
    );
  });
});
