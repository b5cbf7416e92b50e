import type { RouteId } from '@vezel/domain/routes/route-table';
import { useMatches } from 'react-router';
import type { TranslationKey } from './i18n';

/** What the router knows about a screen's route. */
export interface RouteHandle {
  routeId?: RouteId;
  titleKey?: TranslationKey;
  /** A screen with its own layout (the report's print view) names its tab itself. */
  layout?: 'report';
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The deepest matched route's handle: the page being shown. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && (handle.titleKey || handle.routeId)) return handle;
  }
  return {};
}
