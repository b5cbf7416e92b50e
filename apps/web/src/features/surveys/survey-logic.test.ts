import { describe, expect, it } from 'vitest';
import { searchPageCount, searchStateOf, toggledSort, withSearchState } from './search-state';
import type { SurveySection } from './section-types';
import { sectionOfRoute, sectionsFor, surveyPageOf } from './survey-routes';

const section = (
  key: string,
  order: number,
  extra: Partial<SurveySection> = {},
): SurveySection => ({
  key,
  order,
  route: 'surveyInformation',
  routes: [],
  labelKey: 'surveys.title',
  load: () => Promise.reject(new Error('not loaded in tests')),
  ...extra,
});

describe('survey pages', () => {
  it('tells a list of an asset type from a survey by the number, in every language', () => {
    expect(surveyPageOf('/onderzoeken/panden')).toMatchObject({
      kind: 'list',
      typeName: 'panden',
      assetKind: 'property',
      status: undefined,
    });
    expect(surveyPageOf('/en/surveys/schepen/completed')).toMatchObject({
      kind: 'list',
      assetKind: 'vessel',
      status: 'completed',
    });
    expect(surveyPageOf('/fr/surveys/maritiem/proposed')).toMatchObject({
      kind: 'list',
      assetKind: 'vessel',
      status: 'proposed',
    });
    expect(surveyPageOf('/onderzoeken/42')).toMatchObject({
      kind: 'survey',
      routeId: 'survey',
      surveyId: '42',
    });
    expect(surveyPageOf('/fr/surveys/42/information/client')).toMatchObject({
      kind: 'survey',
      routeId: 'surveyInformationClient',
      surveyId: '42',
    });
    expect(surveyPageOf('/pandenbeheer/panden')).toBeNull();
  });

  it('finds the section of a route, for the survey kind, in tab order', () => {
    const sections = [
      section('vscp', 50, { routes: ['surveyVscpApplications'], assetKind: 'vessel' }),
      section('information', 10, { routes: ['surveyInformation', 'surveyInformationClient'] }),
      section('object', 20, { routes: ['surveyObject'] }),
    ];
    expect(sectionsFor(sections, 'property').map((entry) => entry.key)).toEqual([
      'information',
      'object',
    ]);
    expect(sectionsFor(sections, 'vessel').map((entry) => entry.key)).toEqual([
      'information',
      'object',
      'vscp',
    ]);
    expect(sectionOfRoute(sections, 'property', 'surveyInformationClient')?.key).toBe(
      'information',
    );
    expect(sectionOfRoute(sections, 'property', 'surveyVscpApplications')).toBeUndefined();
    expect(sectionOfRoute(sections, 'vessel', 'surveyVscpApplications')?.key).toBe('vscp');
    expect(sectionOfRoute(sections, 'vessel', 'surveyChecksLavs')).toBeUndefined();
  });
});

describe('survey search state', () => {
  it('reads the URL with defaults for what it lacks or does not know', () => {
    expect(searchStateOf(new URLSearchParams(''))).toEqual({
      query: '',
      sort: 'number',
      direction: 'asc',
      page: 0,
      view: 'cards',
    });
    expect(
      searchStateOf(new URLSearchParams('q=2024&sort=startDate&direction=desc&page=3&view=table')),
    ).toEqual({ query: '2024', sort: 'startDate', direction: 'desc', page: 2, view: 'table' });
    expect(searchStateOf(new URLSearchParams('sort=colour&page=-2&view=grid'))).toMatchObject({
      sort: 'number',
      page: 0,
      view: 'cards',
    });
  });

  it('starts at the first page on a new query or sort, and leaves defaults out', () => {
    const paged = new URLSearchParams('q=2024&page=4&view=table');
    expect(withSearchState(paged, { page: 4 }).toString()).toBe('q=2024&page=5&view=table');
    expect(withSearchState(paged, { query: '2025' }).toString()).toBe('q=2025&view=table');
    expect(withSearchState(paged, { sort: 'address' }).toString()).toBe(
      'q=2024&view=table&sort=address',
    );
    expect(withSearchState(paged, { query: '', view: 'cards' }).toString()).toBe('');
  });

  it('toggles the direction on the same field and counts pages', () => {
    expect(toggledSort({ sort: 'number', direction: 'asc' }, 'number')).toEqual({
      sort: 'number',
      direction: 'desc',
    });
    expect(toggledSort({ sort: 'number', direction: 'desc' }, 'address')).toEqual({
      sort: 'address',
      direction: 'asc',
    });
    expect(searchPageCount(0)).toBe(1);
    expect(searchPageCount(10)).toBe(1);
    expect(searchPageCount(11)).toBe(2);
  });
});
