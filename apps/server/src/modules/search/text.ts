/**
 * The text rules of the search, the same as the database's `search_fold` and `search_norm`
 * (migration 0012): lower case, Dutch (and neighbouring) accents removed, words of letters and
 * digits. A query is folded here exactly as a document is folded there.
 */

const accented = 'áàâäãåāéèêëēėęíìîïīóòôöõøōúùûüūýÿçćčñńšśžźżłđ';
const plain = 'aaaaaaaeeeeeeeiiiiiooooooouuuuuyycccnnsszzzld';
const dropped = new Set(["'", '’', '`']);
const foldMap = new Map<string, string>([...accented].map((char, i) => [char, plain[i]!]));

export function foldText(value: string): string {
  let out = '';
  for (const char of value.toLowerCase()) {
    if (dropped.has(char)) continue;
    out += foldMap.get(char) ?? char;
  }
  return out.replaceAll('ĳ', 'ij').replaceAll('æ', 'ae').replaceAll('ß', 'ss');
}

/** The folded words of a text, in order. */
export function words(value: string): string[] {
  return foldText(value)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

export interface QueryTerm {
  /** The term's words joined by single spaces: '2024-00' becomes '2024 00'. */
  phrase: string;
  /**
   * A word of three letters or more: looked up in the vocabulary, for the words that hold it
   * and those one typo away.
   */
  word: boolean;
}

/** Shortest word looked up in the vocabulary, and with a typo: 'Den Hag' finds 'Den Haag'. */
export const wordMinLength = 3;
/** At most this many terms count; more words add nothing to a search of addresses. */
export const maxTerms = 8;

/**
 * A query's terms: what is typed between spaces and commas, each matched as a substring
 * (three characters or more) or as the start of a word (shorter).
 */
export function queryTerms(query: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  for (const part of query.split(/[\s,;]+/)) {
    const partWords = words(part);
    // Words joined by a hyphen or dot are one term when one holds no letter (a survey
    // number, a postcode); otherwise each counts alone ('Sittard-Geleen').
    const phrases = partWords.every((word) => /[a-z]/.test(word))
      ? partWords
      : [partWords.join(' ')];
    for (const phrase of phrases) {
      if (phrase === '' || seen.has(phrase)) continue;
      seen.add(phrase);
      terms.push({
        phrase,
        word: phrase.length >= wordMinLength && /^[a-z]+$/.test(phrase),
      });
    }
  }
  // A term within a longer one adds nothing ('kerk' beside 'kerkstraat'); a short one
  // stands for the start of a word, which the longer one does not promise.
  return terms
    .filter(
      (term) =>
        term.phrase.length < 3 ||
        !terms.some((other) => other !== term && other.phrase.includes(term.phrase)),
    )
    .slice(0, maxTerms);
}

/** The word and its one-letter deletions: its keys in the deletion neighbourhood. */
export function deletions(word: string): string[] {
  const keys = new Set([word]);
  for (let i = 0; i < word.length; i++) keys.add(word.slice(0, i) + word.slice(i + 1));
  return [...keys];
}

/**
 * Whether two words are at most one edit apart: a letter missing, extra, replaced, or two
 * neighbouring letters swapped (optimal string alignment distance ≤ 1).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // replaced
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
