import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageLoader } from '../components/PageLoader';
import { activateLocale } from './i18n';
import { useLocale } from './locale';
import { useRouteHandle } from './route-handle';

/** Keeps the language in step with the URL (also on back and forward) and names the tab. */
export function RootRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { titleKey } = useRouteHandle();

  useEffect(() => {
    void activateLocale(locale);
  }, [locale]);

  return (
    <>
      <title>{titleKey ? `${t(titleKey)} · Vezel` : 'Vezel'}</title>
      <ScrollRestoration />
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
