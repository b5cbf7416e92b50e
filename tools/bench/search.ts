import { eq, sql } from 'drizzle-orm';
import os from 'node:os';
import MiniSearch from 'minisearch';
import type { DatabaseHandle } from '@vezel/server/db/client';
import { assets, organisations, surveys } from '@vezel/server/db/tables/index';
import { demoOrganisations, seedDemo } from '@vezel/server/db/seed/demo';
import { search, type SearchIndexName } from '@vezel/server/modules/search/search';
import { foldText, words } from '@vezel/server/modules/search/text';
import { ms, summarise } from './stats';
import { measureSurveyList } from './survey-list';

/**
 * The global search on generated data: 100,000 properties, 20,000 vessels and 100,000
 * surveys (through the `assets` and `surveys` tables, so the triggers build the index), then
 * 240 queries of which a quarter hold a typo, timed server side (the
 * search function on the open database: the query text to the hits). Recall: how many typo
 * queries show the intended record on the first page of its index. MiniSearch on the same
 * documents and queries is the in-process reference.
 */

export const searchCounts = { properties: 100_000, vessels: 20_000, surveys: 100_000 };
const queryCount = 240;

/** A seeded generator (mulberry32): the same data and queries on every run and database. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stems = (
  'Kerk Molen Dorps Heren Keizers Prinsen Beuken Eiken Linden Wilgen Berken Esdoorn Kastanje ' +
  'Populieren Acacia Iepen Rozen Tulpen Lelie Anjer Narcissen Hyacinten Violieren Goudsbloem ' +
  'Zonnebloem Klaver Boterbloem Mercurius Jupiter Saturnus Venus Orion Rembrandt Vermeer ' +
  'Frans_Hals Van_Gogh Mondriaan Escher Jan_Steen Johan_de_Witt Oranje Nassau Willem Juliana ' +
  'Beatrix Wilhelmina Emma Hoofd Stations Markt School Zuid Noord Oost West Nieuwe Oude Lange ' +
  'Korte Hoge Brink Vaart Haven Sluis Veen Heide Bosch Duin Zee Polder Spoor Industrie Handels ' +
  'Fabrieks Meidoorn Vlier Hazelaar Jasmijn Seringen Lavendel Distel Meeuwen Zwaluwen Merel ' +
  'Lijster Koekoek Specht Reiger Ooievaar Kievit Buizerd Valk Sperwer Havik Gerbera Dahlia ' +
  'Crocus Azalea Magnolia Sering Ceder Den Spar Lariks Plataan Olm Hulst Taxus Vlinder Bij'
)
  .split(' ')
  .map((stem) => stem.replaceAll('_', ' '));
const suffixes = 'straat weg laan plein gracht singel kade dreef hof pad steeg'.split(' ');
const cities = (
  'Amsterdam Rotterdam Den_Haag Utrecht Eindhoven Groningen Tilburg Almere Breda Nijmegen ' +
  "Apeldoorn Haarlem Arnhem Enschede Amersfoort Zaanstad 's-Hertogenbosch Haarlemmermeer " +
  'Zwolle Zoetermeer Leiden Maastricht Dordrecht Ede Alphen_aan_den_Rijn Leeuwarden Alkmaar ' +
  'Emmen Westland Delft Venlo Deventer Sittard-Geleen Helmond Oss Amstelveen Hilversum ' +
  'Súdwest-Fryslân Heerlen Hoogeveen Nissewaard Meppel Hengelo Purmerend Roosendaal Schiedam ' +
  'Lelystad Leidschendam-Voorburg Gouda Vlaardingen Almelo Hoorn Velsen Assen Capelle_aan_den_IJssel ' +
  'Veenendaal Katwijk Zeist Nieuwegein Doetinchem Heerhugowaard Den_Helder Hardenberg Terneuzen ' +
  'Wijchen Kampen Vlissingen Middelburg Goes Harderwijk Barneveld Zutphen Tiel Culemborg ' +
  'IJsselstein Woerden Houten Bussum Weesp Edam Volendam Urk Dokkum Sneek Drachten Heerenveen ' +
  'Coevorden Steenwijk Winterswijk Oldenzaal Boxtel Veghel Uden Weert Roermond Venray Kerkrade'
)
  .split(' ')
  .map((city) => city.replaceAll('_', ' '));
const vesselWords = (
  'Nordic Star Maas Trader Rotterdam Express Zeeland Pioneer Frisian Spirit Atlantic Horizon ' +
  'Baltic Breeze Delta Carrier Orange Wave Holland Pride Waddenzee Explorer Noordzee Voyager ' +
  'Eems Titan Schelde Merchant Amstel Glory Polar Falcon Oceanic Harmony'
).split(' ');
const vesselTypes = [
  'Bulk carrier',
  'Container ship',
  'General cargo',
  'Oil tanker',
  'Chemical tanker',
  'Ro-ro cargo',
  'Tug',
  'Dredger',
  'Offshore supply',
  'Passenger ship',
];

interface Generated {
  properties: (typeof assets.$inferInsert)[];
  vessels: (typeof assets.$inferInsert)[];
}

function imoNumber(base: number): string {
  const digits = String(base).padStart(6, '0').slice(-6);
  const check = [...digits].reduce((sum, digit, i) => sum + Number(digit) * (7 - i), 0) % 10;
  return `${digits}${check}`;
}

function generateAssets(organisationId: number, next: () => number): Generated {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const properties = Array.from({ length: searchCounts.properties }, () => {
    const stem = pick(stems);
    const suffix = pick(suffixes);
    const street = stem.includes(' ') ? `${stem}${suffix}` : `${stem}${suffix}`;
    const cityIndex = Math.floor(next() * cities.length);
    const letters = String.fromCharCode(65 + Math.floor(next() * 26), 65 + Math.floor(next() * 26));
    const roll = next();
    return {
      organisationId,
      assetType: 'property',
      street,
      houseNumber: String(1 + Math.floor(next() * 250)),
      houseNumberSuffix: roll < 0.1 ? pick(['a', 'b', 'c']) : roll < 0.13 ? 'bis' : '',
      postcode: `${1000 + cityIndex * 85 + Math.floor(next() * 85)} ${letters}`,
      city: cities[cityIndex]!,
      constructionYear: 1900 + Math.floor(next() * 125),
    };
  });
  const vessels = Array.from({ length: searchCounts.vessels }, (_, i) => ({
    organisationId,
    assetType: 'vessel',
    // Two words and often a number, as fleets name their ships: few share a name.
    name: `${pick(vesselWords)} ${pick(vesselWords)}${next() < 0.9 ? ` ${1 + Math.floor(next() * 40)}` : ''}`,
    imo: imoNumber(900_000 + i * 3),
    vesselType: pick(vesselTypes),
    callSign: `PD${String(1000 + i).slice(-4)}`,
    mmsi: String(244_000_000 + i),
  }));
  return { properties, vessels };
}

export interface Query {
  text: string;
  typo: boolean;
  /** The record a typo query is meant to find. */
  intended?: { index: SearchIndexName; id: number };
}

function typo(word: string, next: () => number): string {
  const letters = [...word];
  const at = 1 + Math.floor(next() * (letters.length - 2));
  const kind = Math.floor(next() * 3);
  if (kind === 0)
    letters.splice(at, 1); // a letter missing
  else if (kind === 1)
    letters.splice(at, 0, letters[at]! === 'e' ? 'a' : 'e'); // one extra
  else [letters[at], letters[at + 1]] = [letters[at + 1] ?? letters[at]!, letters[at]!]; // swapped
  const result = letters.join('');
  return result === word ? typo(word, next) : result;
}

/** The longest word of a street or city: where the typo goes. */
function typoTarget(text: string): string {
  return text.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface Doc {
  id: number;
  index: SearchIndexName;
  ref: number;
  content: string;
}

export function buildQueries(
  properties: { id: number; street: string; houseNumber: string; postcode: string; city: string }[],
  vessels: { id: number; name: string; imo: string }[],
  surveyNumbers: string[],
): Query[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const queries: Query[] = [];
  for (let i = 0; i < queryCount; i++) {
    const property = pick(properties);
    const vessel = pick(vessels);
    if (i % 4 === 0) {
      // A typo in the street or the city (or a vessel's name), with what else one types.
      const variant = (i / 4) % 5;
      if (variant === 4) {
        const word = typoTarget(vessel.name);
        queries.push({
          text: vessel.name.replace(word, typo(word, next)),
          typo: true,
          intended: { index: 'vessel', id: vessel.id },
        });
        continue;
      }
      const street = typoTarget(property.street);
      const city = typoTarget(property.city);
      const text = [
        `${property.street.replace(street, typo(street, next))} ${property.houseNumber} ${property.city}`,
        `${property.street} ${property.houseNumber} ${property.city.replace(city, typo(city, next))}`,
        `${property.street.replace(street, typo(street, next))} ${property.houseNumber}`,
        `${property.street.replace(street, typo(street, next))} ${property.houseNumber}, ${property.postcode}`,
      ][variant]!;
      queries.push({ text, typo: true, intended: { index: 'asset', id: property.id } });
      continue;
    }
    const shape = i % 10;
    const number = pick(surveyNumbers);
    const text = [
      `${property.street} ${property.houseNumber}`,
      property.street.slice(0, 3 + Math.floor(next() * 4)),
      property.city,
      property.postcode.replace(' ', next() < 0.5 ? ' ' : ''),
      number.slice(0, 7),
      number,
      vessel.name,
      vessel.imo.slice(0, 5),
      `${property.street.slice(0, 5)} ${property.houseNumber} ${property.city.slice(0, 4)}`,
      `${property.street}, ${property.city}`,
    ][shape]!;
    queries.push({ text, typo: false });
  }
  return queries;
}

export async function prepare(database: DatabaseHandle): Promise<{
  organisationId: number;
  documents: Doc[];
  queries: Query[];
}> {
  await database.migrate();
  await seedDemo(database.db);
  const [organisation] = await database.db
    .select()
    .from(organisations)
    .where(eq(organisations.name, demoOrganisations.main));
  if (!organisation) throw new Error('demo organisation missing');
  const organisationId = organisation.id;
  const next = random(7);
  const generated = generateAssets(organisationId, next);
  // A bulk load, as an import would do it: the GIN indexes of the documents are built after
  // the rows, once, instead of row by row (1.4 ms a row on PostgreSQL); the triggers run as
  // on every save.
  const ginIndexes = rowsOf<{ name: string; definition: string }>(
    await database.db.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'search_documents' and indexdef like '%USING gin%'`),
  );
  for (const index of ginIndexes) await database.db.execute(sql.raw(`drop index ${index.name}`));
  const insert = async (rows: (typeof assets.$inferInsert)[]) => {
    const saved: (typeof assets.$inferSelect)[] = [];
    for (let start = 0; start < rows.length; start += 1000) {
      saved.push(
        ...(await database.db
          .insert(assets)
          .values(rows.slice(start, start + 1000))
          .returning()),
      );
    }
    return saved;
  };
  const properties = await insert(generated.properties);
  const vessels = await insert(generated.vessels);

  // Surveys: real rows, each on one of the assets, numbered per year, in every status; the
  // triggers of migration 0014 write their search documents.
  const generatedSurveys = Array.from({ length: searchCounts.surveys }, (_, i) => {
    const onVessel = next() < 0.15;
    const asset = onVessel
      ? vessels[Math.floor(next() * vessels.length)]!
      : properties[Math.floor(next() * properties.length)]!;
    // Up to 2025: the demo surveys are numbered in 2026.
    const year = 2014 + Math.floor(i / 8400);
    const serial = (i % 8400) + 1;
    const roll = next();
    return {
      organisationId,
      assetId: asset.id,
      assetType: onVessel ? 'vessel' : 'property',
      number: `${year}-${String(serial).padStart(4, '0')}`,
      status:
        roll < 0.6 ? 'completed' : roll < 0.75 ? 'active' : roll < 0.9 ? 'proposed' : 'cancelled',
      plannedStart: `${year}-${String(1 + (serial % 12)).padStart(2, '0')}-${String(1 + (serial % 28)).padStart(2, '0')}`,
    };
  });
  for (let start = 0; start < generatedSurveys.length; start += 1000) {
    await database.db.insert(surveys).values(generatedSurveys.slice(start, start + 1000));
  }
  for (const index of ginIndexes) await database.db.execute(sql.raw(index.definition));
  await database.maintain();

  const surveyDocuments = rowsOf<{ ref_id: number; content: string }>(
    await database.db.execute(
      sql`select ref_id, content from search_documents where index_name = 'survey'
        and organisation_id = ${organisationId}`,
    ),
  );
  const documents: Doc[] = [
    ...properties.map((p) => ({
      id: 0,
      index: 'asset' as const,
      ref: p.id,
      content: `${p.street} ${p.houseNumber} ${p.houseNumberSuffix} ${p.postcode} ${p.postcode.replace(' ', '')} ${p.city}`,
    })),
    ...vessels.map((v) => ({
      id: 0,
      index: 'vessel' as const,
      ref: v.id,
      content: `${v.name} IMO ${v.imo} ${v.vesselType} ${v.callSign} ${v.mmsi}`,
    })),
    ...surveyDocuments.map((d) => ({
      id: 0,
      index: 'survey' as const,
      ref: d.ref_id,
      content: d.content,
    })),
  ].map((doc, i) => ({ ...doc, id: i + 1 }));
  const queries = buildQueries(
    properties,
    vessels.map((v) => ({ id: v.id, name: v.name, imo: v.imo ?? '' })),
    generatedSurveys.map((survey) => survey.number),
  );
  return { organisationId, documents, queries };
}

interface Figures {
  times: number[];
  found: number;
  typos: number;
  misses: string[];
}

function report(label: string, figures: Figures): string {
  const all = summarise(figures.times);
  return `${label}: ${figures.times.length} queries, median ${ms(all.median)}  p95 ${ms(all.p95)}  max ${ms(all.max)}; typo queries finding the intended record on the first page: ${figures.found}/${figures.typos} (${((100 * figures.found) / figures.typos).toFixed(0)}%)`;
}

export async function measureDatabase(
  database: DatabaseHandle,
  organisationId: number,
  queries: Query[],
): Promise<Figures> {
  // Warm up: the first queries load the indexes' pages.
  for (const query of queries.slice(0, 20)) await search(database.db, organisationId, query.text);
  const figures: Figures = { times: [], found: 0, typos: 0, misses: [] };
  for (const query of queries) {
    const start = performance.now();
    const result = await search(database.db, organisationId, query.text);
    figures.times.push(performance.now() - start);
    if (query.intended) {
      figures.typos++;
      const section = result.sections.find((s) => s.index === query.intended!.index);
      if (section?.hits.some((hit) => hit.id === query.intended!.id)) figures.found++;
      else figures.misses.push(query.text);
    }
  }
  return figures;
}

function measureMiniSearch(
  documents: Doc[],
  queries: Query[],
): { figures: Figures; buildMs: number } {
  const start = performance.now();
  const mini = new MiniSearch<Doc>({
    fields: ['content'],
    storeFields: ['index', 'ref'],
    tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u),
    processTerm: (term) => {
      const folded = words(term).join('');
      return folded === '' ? null : folded;
    },
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  mini.addAll(documents);
  const buildMs = performance.now() - start;
  const figures: Figures = { times: [], found: 0, typos: 0, misses: [] };
  for (const query of queries) {
    const begin = performance.now();
    const results = mini.search(foldText(query.text));
    // Ten hits per index, as the dialog shows them.
    const pages = new Map<string, number[]>();
    for (const result of results) {
      const page = pages.get(result.index as string) ?? [];
      if (page.length < 10) page.push(result.ref as number);
      pages.set(result.index as string, page);
    }
    figures.times.push(performance.now() - begin);
    if (query.intended) {
      figures.typos++;
      if (pages.get(query.intended.index)?.includes(query.intended.id)) figures.found++;
      else figures.misses.push(query.text);
    }
  }
  return { figures, buildMs };
}

/** Fills one database, then times the queries on it and on MiniSearch (once, given `mini`). */
export async function measureSearch(
  label: string,
  open: () => Promise<DatabaseHandle>,
  withMiniSearch: boolean,
): Promise<string[]> {
  const database = await open();
  try {
    const fillStart = performance.now();
    const { organisationId, documents, queries } = await prepare(database);
    const fillMs = performance.now() - fillStart;
    const figures = await measureDatabase(database, organisationId, queries);
    const surveyList = await measureSurveyList(label, database, organisationId);
    const lines = [
      `${label}: search of ${searchCounts.properties.toLocaleString('en')} properties, ${searchCounts.vessels.toLocaleString('en')} vessels, ${searchCounts.surveys.toLocaleString('en')} surveys (filled through the triggers in ${(fillMs / 1000).toFixed(0)} s; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs)`,
      report(`${label}: search`, figures) + ' (target p95 <= 15 ms, recall >= 90%)',
    ];
    if (figures.misses.length > 0) lines.push(`${label}:   missed: ${figures.misses.join(' | ')}`);
    lines.push(...surveyList);
    if (withMiniSearch) {
      const mini = measureMiniSearch(documents, queries);
      lines.push(
        report(
          `MiniSearch (in process, same data and queries, built in ${(mini.buildMs / 1000).toFixed(1)} s)`,
          mini.figures,
        ),
      );
      if (mini.figures.misses.length > 0)
        lines.push(`MiniSearch:   missed: ${mini.figures.misses.join(' | ')}`);
    }
    return lines;
  } finally {
    await database.close();
  }
}
