/**
 * The survey search screen's state lives in the URL (?q=&sort=&direction=&page=&view=), so
 * a search survives a reload and the back button. Page numbers are 1-based in the URL.
 */
export const surveySortFields = ['number', 'address', 'startDate'] as const;
export type SurveySortField = (typeof surveySortFields)[number];
export type SortDirection = 'asc' | 'desc';
export type SearchView = 'cards' | 'table';

/** Spec section 2: ten results a page. */
export const surveySearchPageSize = 10;

export interface SurveySearchState {
  query: string;
  sort: SurveySortField;
  direction: SortDirection;
  /** 0-based. */
  page: number;
  view: SearchView;
}

const defaults: Omit<SurveySearchState, 'query'> = {
  sort: 'number',
  direction: 'asc',
  page: 0,
  view: 'cards',
};

const isSortField = (value: string | null): value is SurveySortField =>
  (surveySortFields as readonly (string | null)[]).includes(value);

export function searchStateOf(params: URLSearchParams): SurveySearchState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    query: params.get('q') ?? '',
    sort: isSortField(sort) ? sort : defaults.sort,
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    view: params.get('view') === 'table' ? 'table' : 'cards',
  };
}

/**
 * The parameters after a change. A new query or sort starts at the first page; values at
 * their default are left out, so the plain list page keeps a plain URL.
 */
export function withSearchState(
  params: URLSearchParams,
  change: Partial<SurveySearchState>,
): URLSearchParams {
  const current = searchStateOf(params);
  const restart = change.query !== undefined || change.sort !== undefined || change.direction;
  const next: SurveySearchState = { ...current, ...(restart ? { page: 0 } : {}), ...change };
  const result = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) result.delete(name);
    else result.set(name, value);
  };
  set('q', next.query, '');
  set('sort', next.sort, defaults.sort);
  set('direction', next.direction, defaults.direction);
  set('page', String(next.page + 1), '1');
  set('view', next.view, defaults.view);
  return result;
}

/** A click on a sort header: the other direction on the same field, ascending on another. */
export function toggledSort(
  state: Pick<SurveySearchState, 'sort' | 'direction'>,
  field: SurveySortField,
): Pick<SurveySearchState, 'sort' | 'direction'> {
  if (state.sort !== field) return { sort: field, direction: 'asc' };
  return { sort: field, direction: state.direction === 'asc' ? 'desc' : 'asc' };
}

export const searchPageCount = (total: number): number =>
  Math.max(1, Math.ceil(total / surveySearchPageSize));
