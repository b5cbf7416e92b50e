import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageLoader } from '../components/PageLoader';
import { UnsavedChangesProvider } from '../components/unsaved-changes';
import { activateLocale } from './i18n';
import { useLocale } from './locale';
import { useRouteHandle } from './route-handle';

/**
 * Keeps the language in step with the URL (also on back and forward), names the tab and
 * holds back leaving a form with unsaved changes.
 */
export function RootRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { titleKey, layout } = useRouteHandle();

  useEffect(() => {
    void activateLocale(locale);
  }, [locale]);

  return (
    <UnsavedChangesProvider>
      {/* The print view names its tab after the report: the PDF's title is the tab's. */}
      {layout !== 'report' && <title>{titleKey ? `${t(titleKey)} · Vezel` : 'Vezel'}</title>}
      <ScrollRestoration />
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </UnsavedChangesProvider>
  );
}
