import { graphql, type ResultOf, type VariablesOf } from '../../graphql/graphql';

export const searchQuery = graphql(`
  query Search($query: String!, $index: SearchIndex, $page: Int) {
    search(query: $query, index: $index, page: $page) {
      processing_ms
      surveys {
        index
        total
        more
        page
        hits {
          id
          assetType
          number
          address
          startDate
        }
      }
      assets {
        index
        total
        more
        page
        hits {
          id
          adres
          bouwjaar
        }
      }
      vessels {
        index
        total
        more
        page
        hits {
          id
          adres
          vessel_type
        }
      }
    }
  }
`);

type SearchData = ResultOf<typeof searchQuery>;
type Sections = SearchData['search'];

/** The three indexes of the global search, as the API names them. */
export type SearchIndex = NonNullable<VariablesOf<typeof searchQuery>['index']>;
export const searchIndexes: readonly SearchIndex[] = ['surveys', 'assets', 'vessels'];
export const searchPageSize = 10;
/** The dialog searches once typing has paused this long. */
export const searchDebounceMs = 250;

/** One index's page of hits; `more` says that `total` is a lower bound. */
export type SearchSection = NonNullable<Sections[SearchIndex]>;
export type SurveyHit = NonNullable<Sections['surveys']>['hits'][number];
export type AssetHit = NonNullable<Sections['assets']>['hits'][number];
export type VesselHit = NonNullable<Sections['vessels']>['hits'][number];
export type AnyHit = SearchSection['hits'][number];

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / searchPageSize));
