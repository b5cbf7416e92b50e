import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deletions, queryTerms, withinOneEdit, type QueryTerm } from './text';

/**
 * The global search: three indexes (surveys, assets, vessels) in the table
 * `search_documents`, which database triggers keep in step with the records (migration
 * 0012). Every term of a query must match:
 * - a word of three letters or more through the vocabulary: the words holding it (prefix
 *   and infix: 'kerkstr', 'straat') and those one typo away (a letter missing, extra,
 *   replaced or two swapped: the deletion neighbourhood, verified here), whose documents
 *   the index on `word_keys` gives;
 * - the start of a survey number ('2024-00') through the index on the folded number;
 * - anything else (house numbers, postcodes, IMO numbers) as a substring of the folded
 *   text, or the start of a word when shorter than three characters.
 * Up to `countLimit` matches per index are ranked: exact matches, at word starts, as whole
 * words first, then the shorter texts (the closer matches), then by sort key.
 */

export const searchIndexes = ['survey', 'asset', 'vessel'] as const;
export type SearchIndexName = (typeof searchIndexes)[number];
export const searchPageSize = 10;
/**
 * Matches counted and ranked per index. A query matching more shows `countLimit`+ matches:
 * ten pages, enough to see that the query needs another word.
 */
export const countLimit = 100;
/** Typo candidates used per query word: the closest words of a vocabulary are few. */
const maxCandidates = 50;
/** A term that is the start of a survey number ('2024-00'), found through its own index. */
const surveyNumberStart = /^\d{4} \d+$/;
/** A term held by more words of the vocabulary is matched on the text instead. */
const maxWordsHolding = 200;

export interface SurveyHit {
  index: 'survey';
  id: number;
  assetType: string;
  number: string;
  address: string;
  /** YYYY-MM-DD, or null. */
  startDate: string | null;
}
export interface AssetHit {
  index: 'asset';
  id: number;
  adres: string;
  bouwjaar: number | null;
}
export interface VesselHit {
  index: 'vessel';
  id: number;
  adres: string;
  vessel_type: string;
}
export type SearchHit = SurveyHit | AssetHit | VesselHit;

export interface SearchSection<H extends SearchHit = SearchHit> {
  index: H['index'];
  /** The number of matches, at most `countLimit`. */
  total: number;
  /** More than `countLimit` records match: `total` is a lower bound. */
  more: boolean;
  /** From 0. */
  page: number;
  hits: H[];
}

export interface SearchResult {
  sections: SearchSection[];
  /** Time spent in the search, from the query text to the hits, in milliseconds. */
  processingMs: number;
}

export type SearchOrderField = 'number' | 'address' | 'startDate';

export interface SearchOptions {
  /** One index, or all three. */
  index?: SearchIndexName | null;
  page?: number | null;
  /** Surveys of this asset type only ('property' or 'vessel'): the survey search screen. */
  assetType?: string | null;
  /** The matches in this order instead of by relevance (the survey search screen). */
  order?: { field: SearchOrderField; direction: 'asc' | 'desc' } | null;
  /** Matches counted and ordered per index; `countLimit` unless given. */
  matchLimit?: number;
}

/** The columns a search may be ordered by; relevance breaks ties. */
export const searchOrderColumns: Record<SearchOrderField, SQL> = {
  number: sql`number collate "C"`,
  address: sql`sort_key collate "C"`,
  startDate: sql`start_date`,
};

interface Row {
  index_name: SearchIndexName;
  ref_id: number;
  number: string;
  address: string;
  asset_type: string;
  start_date: string | null;
  construction_year: number | null;
  vessel_type: string;
  total: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * For each word term, the vocabulary's words that hold it or are one typo away (verified
 * here), in one round trip; null for a term held by too many words ('str'), which is then
 * matched on the text instead.
 */
async function vocabularyWords(
  db: Executor,
  organisationId: number,
  terms: QueryTerm[],
): Promise<Map<string, string[] | null>> {
  const found = new Map<string, string[] | null>();
  const wordTerms = terms.filter((term) => term.word);
  if (wordTerms.length === 0) return found;
  const keys = [...new Set(wordTerms.flatMap((term) => deletions(term.phrase)))];
  const holding = wordTerms.map(
    (term, i) => sql`(select ${i}::int as term, word from search_words
      where organisation_id = ${organisationId} and word like ${`%${term.phrase}%`}
      limit ${maxWordsHolding + 1})`,
  );
  const rows = rowsOf<{ term: number; word: string }>(
    await db.execute(sql`
      ${sql.join(holding, sql` union all `)}
      union all
      select distinct -1, word from search_word_deletions
      where organisation_id = ${organisationId}
        and deletion = any(${`{${keys.join(',')}}`}::text[])`),
  );
  wordTerms.forEach((term, i) => {
    const holders = rows.filter((row) => row.term === i).map((row) => row.word);
    if (holders.length > maxWordsHolding) {
      found.set(term.phrase, null);
      return;
    }
    const typos = rows
      .filter(
        (row) =>
          row.term === -1 &&
          !row.word.includes(term.phrase) &&
          withinOneEdit(term.phrase, row.word),
      )
      .map((row) => row.word)
      .slice(0, maxCandidates);
    found.set(term.phrase, [...holders, ...typos]);
  });
  return found;
}

/**
 * A word term matches through the index of document words; any other term matches the
 * folded text, as a substring or (short) the start of a word. Beside a word term it is
 * only checked on the rows that one finds: its trigrams (digits, mostly) are common and
 * costly to look up.
 */
function termCondition(
  term: QueryTerm,
  words: string[] | null | undefined,
  filter: boolean,
  prefix: string,
): SQL {
  if (words) {
    const keys = words.map((word) => prefix + word);
    return sql`d.word_keys && ${`{${keys.join(',')}}`}::text[]`;
  }
  const pattern = term.phrase.length < 3 ? `% ${term.phrase}%` : `%${term.phrase}%`;
  return filter ? sql`(d.norm || '') like ${pattern}` : sql`d.norm like ${pattern}`;
}

/**
 * Ranks a hit by a term matched exactly: anywhere counts one, at the start of a word one
 * more, as a whole word one more ('1' ranks house number 1 above 12 and 1012 AB).
 */
function termScore(term: QueryTerm): SQL {
  const whole = sql`(d.norm like ${`% ${term.phrase} %`})::int`;
  return term.phrase.length < 3
    ? sql`2 + ${whole}`
    : sql`(d.norm like ${`%${term.phrase}%`})::int + (d.norm like ${`% ${term.phrase}%`})::int + ${whole}`;
}

export async function search(
  db: Executor,
  organisationId: number,
  query: string,
  options: SearchOptions = {},
): Promise<SearchResult> {
  const start = performance.now();
  const indexes = options.index ? [options.index] : [...searchIndexes];
  const page = Math.max(0, Math.floor(options.page ?? 0));
  const terms = queryTerms(query);
  const empty = (index: SearchIndexName) => sectionOf(index, page, 0, [], countLimit);
  if (terms.length === 0) {
    return { sections: indexes.map(empty), processingMs: performance.now() - start };
  }
  return db.transaction(async (tx) => {
    // Asked for a hundred rows, the planner would rather read the table from the start
    // until it has them, which takes a second when they are rare or come late. The
    // trigram and word indexes are the only other way (migration 0012).
    await tx.execute(sql`set local enable_seqscan = off`);
    return searchTerms(tx, organisationId, terms, indexes, page, start, options);
  });
}

async function searchTerms(
  db: Executor,
  organisationId: number,
  terms: QueryTerm[],
  indexes: SearchIndexName[],
  page: number,
  start: number,
  options: SearchOptions,
): Promise<SearchResult> {
  const limit = options.matchLimit ?? countLimit;
  const vocabulary = await vocabularyWords(db, organisationId, terms);
  // A word that neither appears nor is one typo from a word that does: nothing matches.
  if ([...vocabulary.values()].some((words) => words?.length === 0)) {
    const empty = (index: SearchIndexName) => sectionOf(index, page, 0, [], limit);
    return { sections: indexes.map(empty), processingMs: performance.now() - start };
  }
  const indexed = [...vocabulary.values()].some((words) => words !== null);
  const conditions = (index: SearchIndexName) =>
    sql.join(
      terms.map((term) =>
        index === 'survey' && surveyNumberStart.test(term.phrase)
          ? sql`search_norm(d.number) like ${` ${term.phrase}%`}`
          : termCondition(
              term,
              vocabulary.get(term.phrase),
              indexed,
              `${organisationId}/${index}/`,
            ),
      ),
      sql` and `,
    );
  const score = sql.join(terms.map(termScore), sql` + `);
  const offset = page * searchPageSize;
  const ordered = options.order
    ? sql`${searchOrderColumns[options.order.field]} ${sql.raw(options.order.direction === 'desc' ? 'desc' : 'asc')} nulls last, `
    : sql``;
  // Each index's matches, at most the limit (`countLimit`) and one more to tell that there are more:
  // a broad query ('oud') matches thousands of records, which are neither counted nor ranked.
  // The start of a survey number finds surveys only: assets and vessels have no such
  // numbers, and their digits' trigrams are costly to rule out.
  const searched = terms.some((term) => surveyNumberStart.test(term.phrase))
    ? indexes.filter((index) => index === 'survey')
    : indexes;
  if (searched.length === 0) {
    const empty = (index: SearchIndexName) => sectionOf(index, page, 0, [], limit);
    return { sections: indexes.map(empty), processingMs: performance.now() - start };
  }
  const matches = sql.join(
    searched.map(
      (index) => sql`(
        select d.index_name, d.ref_id, d.number, d.address, d.asset_type,
          d.start_date::text as start_date, d.construction_year, d.vessel_type,
          d.sort_key, d.norm, d.id, ${score} as score
        from search_documents d
        where d.organisation_id = ${organisationId} and d.index_name = ${index}
          ${options.assetType ? sql`and d.asset_type = ${options.assetType}` : sql``}
          and ${conditions(index)}
        limit ${limit + 1})`,
    ),
    sql` union all `,
  );
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with matched as (${matches}), ranked as (
        select *, count(*) over (partition by index_name)::int as total,
          row_number() over (partition by index_name
            order by ${ordered}score desc, length(norm), sort_key collate "C", id) as rn
        from matched
      )
      select * from ranked where rn > ${offset} and rn <= ${offset + searchPageSize}
      order by index_name, rn`),
  );
  const sections = indexes.map((index): SearchSection => {
    const own = rows.filter((row) => row.index_name === index);
    return sectionOf(index, page, own[0]?.total ?? 0, own.map(toHit), limit);
  });
  // A page past the last has no rows to carry the total.
  if (page > 0 && sections.some((section) => section.hits.length === 0)) {
    const counts = rowsOf<{ index_name: SearchIndexName; total: number }>(
      await db.execute(
        sql`select index_name, count(*)::int as total from (${matches}) as m group by index_name`,
      ),
    );
    for (const section of sections) {
      if (section.hits.length > 0) continue;
      const total = counts.find((row) => row.index_name === section.index)?.total ?? 0;
      Object.assign(section, sectionOf(section.index, page, total, [], limit));
    }
  }
  return { sections, processingMs: performance.now() - start };
}

function sectionOf(
  index: SearchIndexName,
  page: number,
  matches: number,
  hits: SearchHit[],
  limit: number,
): SearchSection {
  return { index, total: Math.min(matches, limit), more: matches > limit, page, hits };
}

function toHit(row: Row): SearchHit {
  switch (row.index_name) {
    case 'survey':
      return {
        index: 'survey',
        id: row.ref_id,
        assetType: row.asset_type,
        number: row.number,
        address: row.address,
        startDate: row.start_date,
      };
    case 'asset':
      return {
        index: 'asset',
        id: row.ref_id,
        adres: row.address,
        bouwjaar: row.construction_year,
      };
    case 'vessel':
      return { index: 'vessel', id: row.ref_id, adres: row.address, vessel_type: row.vessel_type };
  }
}
