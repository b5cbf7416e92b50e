import { lazy, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { matchPath } from '@vezel/domain/routes/route-table';
import { useQuery } from 'urql';
import { FullPageLoader, PageLoader } from '../components/PageLoader';
import { ErrorScreen } from '../features/errors/ErrorScreen';
import { CurrentUserContext, meQuery } from './current-user';
import { hasErrorCode } from './graphql-errors';
import { BareLayout } from './layout/BareLayout';
import { useLocale } from './locale';
import { useServerErrorText } from './messages';
import { loginPathFor } from './safe-redirect';

// Its own chunk: the login page does not need the drawer and top bar.
const AppLayout = lazy(() =>
  import('./layout/AppLayout').then((module) => ({ default: module.AppLayout })),
);

/** How long the "not allowed" page stays before the login page opens (spec section 6). */
const loginRedirectDelayMs = 1500;

function UnauthenticatedScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // Opening the app's address without a session is not a refused page: log in at once.
  const home = matchPath(pathname)?.id === 'home';

  useEffect(() => {
    const timer = window.setTimeout(
      () => {
        void navigate(loginPathFor(locale, pathname + search + hash), { replace: true });
      },
      home ? 0 : loginRedirectDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, locale, pathname, search, hash, home]);

  if (home) return <FullPageLoader />;
  return (
    <ErrorScreen
      status={403}
      title={t('error.unauthenticated')}
      message={t('auth.redirectingToLogin')}
      actions={false}
    />
  );
}

/** Every page that needs a session: asks the server who is signed in before showing it. */
export function AuthGate() {
  return <SignedIn shell />;
}

/** A page that needs a session but is drawn on its own, without the shell: the report print view. */
export function ReportGate() {
  return <SignedIn shell={false} />;
}

function SignedIn({ shell }: { shell: boolean }) {
  const serverErrorText = useServerErrorText();
  const [{ data, error }] = useQuery({ query: meQuery, requestPolicy: 'cache-and-network' });
  const user = data?.me ?? null;

  if (!user && error) {
    return (
      <BareLayout>
        {hasErrorCode(error, 'UNAUTHENTICATED') ? (
          <UnauthenticatedScreen />
        ) : (
          <ErrorScreen status={500} message={serverErrorText(error)} />
        )}
      </BareLayout>
    );
  }

  if (!shell) {
    return (
      <CurrentUserContext.Provider value={user}>
        {user ? <Outlet /> : <FullPageLoader />}
      </CurrentUserContext.Provider>
    );
  }
  return (
    <CurrentUserContext.Provider value={user}>
      <AppLayout user={user}>{user ? <Outlet /> : <PageLoader />}</AppLayout>
    </CurrentUserContext.Provider>
  );
}

/** The catch-all route: the not-found page in the layout that fits whoever is looking. */
export function OptionalUserLayout({ children }: { children: ReactNode }) {
  const [{ data, error }] = useQuery({ query: meQuery, requestPolicy: 'cache-and-network' });
  if (data) {
    return (
      <CurrentUserContext.Provider value={data.me}>
        <AppLayout user={data.me}>{children}</AppLayout>
      </CurrentUserContext.Provider>
    );
  }
  if (error) return <BareLayout>{children}</BareLayout>;
  return <FullPageLoader />;
}
