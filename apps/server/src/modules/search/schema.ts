import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import {
  search,
  type AssetHit,
  type SearchIndexName,
  type SearchSection,
  type SurveyHit,
  type VesselHit,
} from './search';

/** The longest query looked at; the rest of a pasted text is cut off. */
export const maxQueryLength = 200;

const SearchIndexEnum = builder.enumType('SearchIndex', {
  description: 'One of the three indexes of the global search',
  values: {
    surveys: { value: 'survey' },
    assets: { value: 'asset' },
    vessels: { value: 'vessel' },
  } as const,
});

const SurveySearchHit = builder.objectRef<SurveyHit>('SurveySearchHit').implement({
  description: 'A survey found by the global search (spec section 3)',
  fields: (t) => ({
    id: t.exposeID('id'),
    assetType: t.exposeString('assetType'),
    number: t.exposeString('number'),
    address: t.exposeString('address'),
    startDate: t.exposeString('startDate', { nullable: true, description: 'YYYY-MM-DD' }),
  }),
});

const AssetSearchHit = builder.objectRef<AssetHit>('AssetSearchHit').implement({
  description: 'A property found by the global search (spec section 3)',
  fields: (t) => ({
    id: t.exposeID('id'),
    adres: t.exposeString('adres'),
    bouwjaar: t.exposeInt('bouwjaar', { nullable: true }),
  }),
});

const VesselSearchHit = builder.objectRef<VesselHit>('VesselSearchHit').implement({
  description: 'A vessel found by the global search (spec section 3): its name and IMO number',
  fields: (t) => ({
    id: t.exposeID('id'),
    adres: t.exposeString('adres'),
    vessel_type: t.exposeString('vessel_type'),
  }),
});

function sectionType<H extends SurveyHit | AssetHit | VesselHit>(
  name: string,
  hit: typeof SurveySearchHit | typeof AssetSearchHit | typeof VesselSearchHit,
) {
  return builder.objectRef<SearchSection<H>>(name).implement({
    description: 'The hits of one index, ten a page',
    fields: (t) => ({
      index: t.field({ type: SearchIndexEnum, resolve: (section) => section.index }),
      total: t.exposeInt('total', { description: 'Matches, counted up to 100' }),
      more: t.exposeBoolean('more', {
        description: 'More than 100 records match: total is a lower bound',
      }),
      page: t.exposeInt('page', { description: 'From 0' }),
      hits: t.field({ type: [hit], resolve: (section) => section.hits as never }),
    }),
  });
}

const SurveySearchSection = sectionType<SurveyHit>('SurveySearchSection', SurveySearchHit);
const AssetSearchSection = sectionType<AssetHit>('AssetSearchSection', AssetSearchHit);
const VesselSearchSection = sectionType<VesselHit>('VesselSearchSection', VesselSearchHit);

interface SearchResultShape {
  sections: SearchSection[];
  processingMs: number;
}

const section = <H extends SurveyHit | AssetHit | VesselHit>(
  result: SearchResultShape,
  index: SearchIndexName,
) => (result.sections.find((s) => s.index === index) as SearchSection<H> | undefined) ?? null;

const SearchResultRef = builder.objectRef<SearchResultShape>('SearchResult').implement({
  description: 'What the global search found in each index it searched',
  fields: (t) => ({
    surveys: t.field({
      type: SurveySearchSection,
      nullable: true,
      resolve: (result) => section<SurveyHit>(result, 'survey'),
    }),
    assets: t.field({
      type: AssetSearchSection,
      nullable: true,
      resolve: (result) => section<AssetHit>(result, 'asset'),
    }),
    vessels: t.field({
      type: VesselSearchSection,
      nullable: true,
      resolve: (result) => section<VesselHit>(result, 'vessel'),
    }),
    processing_ms: t.float({
      description: 'Time the server spent searching, in milliseconds',
      resolve: (result) => Math.round(result.processingMs * 10) / 10,
    }),
  }),
});

builder.queryField('search', (t) =>
  t.field({
    type: SearchResultRef,
    description:
      "The global search in the caller's organisation: every index, or the one given; ten hits a page",
    authScopes: { member: true },
    args: {
      query: t.arg.string({ required: true }),
      index: t.arg({ type: SearchIndexEnum }),
      page: t.arg.int({ description: 'From 0' }),
    },
    resolve: (_root, args, context) =>
      search(context.db, organisationOf(context), args.query.slice(0, maxQueryLength), {
        index: args.index ?? null,
        page: Math.min(Math.max(args.page ?? 0, 0), 10_000),
      }),
  }),
);
