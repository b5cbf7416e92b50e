import { gql } from 'urql';

/** The three indexes of the global search, as the API names them. */
export type SearchIndex = 'surveys' | 'assets' | 'vessels';
export const searchIndexes: readonly SearchIndex[] = ['surveys', 'assets', 'vessels'];
export const searchPageSize = 10;
/** The dialog searches once typing has paused this long. */
export const searchDebounceMs = 250;

export interface SurveyHit {
  id: string;
  assetType: string;
  number: string;
  address: string;
  startDate: string | null;
}
export interface AssetHit {
  id: string;
  adres: string;
  bouwjaar: number | null;
}
export interface VesselHit {
  id: string;
  adres: string;
  vessel_type: string;
}

export interface SearchSection<H> {
  index: SearchIndex;
  total: number;
  /** More match than the server counts: `total` is a lower bound. */
  more: boolean;
  page: number;
  hits: H[];
}

export interface SearchData {
  search: {
    processing_ms: number;
    surveys: SearchSection<SurveyHit> | null;
    assets: SearchSection<AssetHit> | null;
    vessels: SearchSection<VesselHit> | null;
  };
}

export const searchQuery = gql`
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
`;

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / searchPageSize));
