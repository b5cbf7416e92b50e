import { assetTypeOf } from '@vezel/domain/assets/asset-types';
import { matchPath, type RouteId } from '@vezel/domain/routes/route-table';
import type { SurveyStatus } from '@vezel/domain/surveys/statuses';
import type { SurveySection } from './section-types';

export type SurveyAssetKind = 'property' | 'vessel';

/** The list route of each status tab, in the order the tabs show. */
export const statusListRoutes: readonly (readonly [SurveyStatus, RouteId])[] = [
  ['active', 'surveyListActive'],
  ['proposed', 'surveyListProposed'],
  ['completed', 'surveyListCompleted'],
  ['cancelled', 'surveyListCancelled'],
];

/**
 * What a /onderzoeken/... address shows. /onderzoeken/{assettype} and /onderzoeken/{survey}
 * have the same shape, so the router cannot tell them apart: the route table's constraint
 * (a survey is a number) does.
 */
export type SurveyPage =
  | {
      kind: 'list';
      routeId: RouteId;
      typeName: string;
      assetKind: SurveyAssetKind;
      /** Undefined on the bare list route, which shows the active tab. */
      status: SurveyStatus | undefined;
    }
  | { kind: 'survey'; routeId: RouteId; surveyId: string; params: Record<string, string> };

/** The kind a URL's type name stands for (spec's prefix rule); maritime is the vessel side. */
export const surveyAssetKindOf = (typeName: string): SurveyAssetKind =>
  assetTypeOf(typeName) === 'property' ? 'property' : 'vessel';

/** The kind of a survey's `asset_type`, which the schema types as a string: property or vessel. */
export const assetKindOfSurvey = (assetType: string): SurveyAssetKind =>
  assetType === 'vessel' ? 'vessel' : 'property';

export function surveyPageOf(pathname: string): SurveyPage | null {
  const match = matchPath(pathname);
  if (!match) return null;
  const { id, params } = match;
  if (id === 'surveyList' || statusListRoutes.some(([, route]) => route === id)) {
    const typeName = params.assettype ?? '';
    return {
      kind: 'list',
      routeId: id,
      typeName,
      assetKind: surveyAssetKindOf(typeName),
      status: statusListRoutes.find(([, route]) => route === id)?.[0],
    };
  }
  if (id.startsWith('survey') && params.survey) {
    return { kind: 'survey', routeId: id, surveyId: params.survey, params };
  }
  return null;
}

/** The sections a survey of this kind shows, in tab order. */
export function sectionsFor(
  sections: readonly SurveySection[],
  assetKind: SurveyAssetKind,
): SurveySection[] {
  return sections
    .filter((section) => section.assetKind === undefined || section.assetKind === assetKind)
    .sort((a, b) => a.order - b.order);
}

/**
 * The section that serves a route of a survey of this kind. None for a route whose area is
 * not built yet, or that the kind does not have (VSCP on a property): the page is not found.
 */
export function sectionOfRoute(
  sections: readonly SurveySection[],
  assetKind: SurveyAssetKind,
  routeId: RouteId,
): SurveySection | undefined {
  return sectionsFor(sections, assetKind).find((section) => section.routes.includes(routeId));
}
