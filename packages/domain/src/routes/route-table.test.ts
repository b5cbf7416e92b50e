import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import {
  buildPath,
  isPublicRoute,
  localeOfPath,
  matchPath,
  publicRouteIds,
  routeIds,
  routePattern,
  routes,
  switchLocale,
  type RouteId,
} from './route-table';

function paramNames(id: RouteId, language: 'nl' | 'en'): string[] {
  return routes[id][language]
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** Values that need encoding, numeric where a route insists on an id. */
function sampleParams(id: RouteId): Record<string, string> {
  const route: { constraints?: Readonly<Record<string, RegExp>> } = routes[id];
  return Object.fromEntries(
    paramNames(id, 'nl').map((name) => [
      name,
      route.constraints?.[name] ? '42' : `${name} één/twee?`,
    ]),
  );
}

describe('route table', () => {
  it('uses the same parameters in Dutch and English', () => {
    for (const id of routeIds) {
      expect(paramNames(id, 'en'), id).toEqual(paramNames(id, 'nl'));
    }
  });

  it('gives every route a distinct pattern per language', () => {
    // Only the survey detail shares its shape with the survey list; a constraint tells them apart.
    const expected = { nl: ['/onderzoeken/:'], en: ['/surveys/:'] };
    for (const language of ['nl', 'en'] as const) {
      const patterns = routeIds.map((id) => routes[id][language].replace(/:\w+/g, ':'));
      const shared = patterns.filter((pattern, index) => patterns.indexOf(pattern) !== index);
      expect(shared, language).toEqual(expected[language]);
    }
  });

  it('builds and matches back every route in every locale', () => {
    for (const id of routeIds) {
      const params = sampleParams(id);
      for (const locale of locales) {
        const path = buildPath(id, locale, params);
        expect(matchPath(path), `${id} ${locale} ${path}`).toEqual({ id, locale, params });
      }
    }
  });

  it('keeps Dutch unprefixed and puts English and French under their prefix', () => {
    expect(buildPath('surveyList', 'nl', { assettype: 'panden' })).toBe('/onderzoeken/panden');
    expect(buildPath('surveyList', 'en', { assettype: 'panden' })).toBe('/en/surveys/panden');
    expect(buildPath('surveyList', 'fr', { assettype: 'panden' })).toBe('/fr/surveys/panden');
    expect(buildPath('assetManagement', 'en', { assettype: 'vessel' })).toBe(
      '/en/assetmanagement/vessel',
    );
    expect(buildPath('adminUsers', 'nl')).toBe('/admin/gebruikers');
    expect(buildPath('adminUsers', 'fr')).toBe('/fr/admin/users');
    expect(buildPath('adminVariableSet', 'nl', { variableset: 3 })).toBe('/admin/variabelen/3');
    expect(buildPath('adminLaboratories', 'nl')).toBe('/admin/laboratoria');
    expect(buildPath('adminSgiClients', 'nl')).toBe('/admin/klanten/sgi');
    expect(buildPath('adminMaritimeClients', 'nl')).toBe('/admin/klanten/maritiem');
    expect(buildPath('surveyLimitations', 'nl', { survey: 7 })).toBe('/onderzoeken/7/limitations');
  });

  it('builds the general pages with the same path in every language', () => {
    expect(buildPath('home', 'nl')).toBe('/');
    expect(buildPath('home', 'en')).toBe('/en');
    expect(buildPath('home', 'fr')).toBe('/fr');
    expect(buildPath('login', 'nl')).toBe('/login');
    expect(buildPath('forgotPassword', 'en')).toBe('/en/forgotpassword');
    expect(buildPath('resetPassword', 'fr')).toBe('/fr/resetpassword');
    expect(buildPath('changelog', 'nl')).toBe('/changelog');
    expect(buildPath('appFeedback', 'en')).toBe('/en/app-feedback');
    expect(buildPath('subscription', 'nl')).toBe('/subscription');
    expect(buildPath('browser', 'fr')).toBe('/fr/browser');
  });

  it('encodes parameters and decodes them when matching', () => {
    const path = buildPath('resetPasswordToken', 'en', { resetpassword: 'a/b c?d#e' });
    expect(path).toBe('/en/reset-password/a%2Fb%20c%3Fd%23e');
    expect(matchPath(path)).toEqual({
      id: 'resetPasswordToken',
      locale: 'en',
      params: { resetpassword: 'a/b c?d#e' },
    });
  });

  it('throws when a parameter is missing or empty', () => {
    expect(() => buildPath('resetPasswordToken', 'nl')).toThrow(/resetpassword/);
    expect(() => buildPath('surveyList', 'nl', { assettype: '' })).toThrow(/assettype/);
    expect(() => buildPath('surveySampleResult', 'nl', { survey: 1, sample: 2 })).toThrow(
      /analysis/,
    );
  });

  it('prefers static segments and constrained parameters', () => {
    expect(matchPath('/onderzoeken/panden')?.id).toBe('surveyList');
    expect(matchPath('/onderzoeken/15')).toEqual({
      id: 'survey',
      locale: 'nl',
      params: { survey: '15' },
    });
    expect(matchPath('/en/surveys/15/information')?.id).toBe('surveyInformation');
    expect(matchPath('/onderzoeken/panden/active')?.id).toBe('surveyListActive');
    expect(matchPath('/integraties/asbestregisseur/incoming')?.id).toBe('asbestregisseurIncoming');
    expect(matchPath('/integraties/asbestregisseur/new')?.params).toEqual({ status: 'new' });
    expect(matchPath('/admin/variabelen/1/toepassing/4')?.id).toBe('adminVariableApplication');
    expect(matchPath('/admin/variabelen/1/eenheden/4')?.id).toBe('adminVariableItem');
  });

  it('tolerates a trailing slash and a bare prefix', () => {
    expect(matchPath('/login/')?.id).toBe('login');
    expect(matchPath('/en/')).toEqual({ id: 'home', locale: 'en', params: {} });
    expect(matchPath('/fr')).toEqual({ id: 'home', locale: 'fr', params: {} });
  });

  it('gives null for unknown paths and for a language mix', () => {
    expect(matchPath('/bestaat-niet')).toBeNull();
    expect(matchPath('/en/onderzoeken/panden')).toBeNull();
    expect(matchPath('/surveys/panden')).toBeNull();
    expect(matchPath('/english')).toBeNull();
    expect(matchPath('/reset-password/%E0%A4%A')).toBeNull();
    expect(matchPath('/login/extra')).toBeNull();
  });

  it('reads the locale from the prefix only', () => {
    expect(localeOfPath('/')).toBe('nl');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/fr/login')).toBe('fr');
    expect(localeOfPath('/english')).toBe('nl');
  });

  it('exposes the React Router pattern per locale', () => {
    expect(routePattern('home', 'nl')).toBe('/');
    expect(routePattern('home', 'fr')).toBe('/fr');
    expect(routePattern('adminVariableSet', 'en')).toBe('/en/admin/variables/:variableset');
  });

  it('switches language while staying on the same page', () => {
    expect(switchLocale('/onderzoeken/panden/completed', '?page=2', 'en')).toBe(
      '/en/surveys/panden/completed?page=2',
    );
    expect(switchLocale('/en/admin/users/5/capabilities', '', 'nl')).toBe(
      '/admin/gebruikers/5/capabilities',
    );
    expect(switchLocale('/en/admin/users/5/capabilities', '', 'fr')).toBe(
      '/fr/admin/users/5/capabilities',
    );
    expect(switchLocale('/fr', '', 'nl')).toBe('/');
    expect(switchLocale('/login', 'redirect=%2Fchangelog', 'fr')).toBe(
      '/fr/login?redirect=%2Fchangelog',
    );
    expect(switchLocale('/reset-password/a%2Fb', '', 'en')).toBe('/en/reset-password/a%2Fb');
  });

  it('falls back to the home page of the target language', () => {
    expect(switchLocale('/bestaat-niet', '?x=1', 'en')).toBe('/en');
    expect(switchLocale('/en/nowhere', '', 'nl')).toBe('/');
  });

  it('lists the pages that need no session', () => {
    expect([...publicRouteIds].sort()).toEqual(
      ['browser', 'forgotPassword', 'login', 'resetPasswordToken'].sort(),
    );
    expect(isPublicRoute('login')).toBe(true);
    expect(isPublicRoute('resetPassword')).toBe(false);
    expect(isPublicRoute('home')).toBe(false);
  });
});
