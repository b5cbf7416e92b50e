import type { Locale } from '@vezel/domain/i18n/locales';
import {
  buildPath,
  localeOfPath,
  type RouteId,
  type RouteParams,
} from '@vezel/domain/routes/route-table';
import { useCallback } from 'react';
import { useLocation } from 'react-router';

/** The language of the current page, from its URL prefix. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Builds links in the language of the current page. */
export function useRoutePath(): (id: RouteId, params?: RouteParams) => string {
  const locale = useLocale();
  return useCallback((id, params) => buildPath(id, locale, params), [locale]);
}
