import { locales } from '@vezel/domain/i18n/locales';
import { isPublicRoute, routePattern, type RouteId } from '@vezel/domain/routes/route-table';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/PageLoader';
import { ForbiddenScreen, NotFoundScreen } from '../features/errors/ErrorScreen';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen';
import type { Access } from './access';
import { AuthGate, OptionalUserLayout, ReportGate } from './AuthGate';
import { useCurrentUser } from './current-user';
import { BareLayout } from './layout/BareLayout';
import type { RouteHandle } from './route-handle';
import { RootRoute } from './RootRoute';
import { screens, type ScreenDefinition } from './screens';

const guardedScreens = new WeakMap<ComponentType, WeakMap<Access, ComponentType>>();

/**
 * The screen behind its access check. One wrapper per screen and access: routes that share
 * a screen (a list and its card routes) then render the same component, which React keeps
 * mounted, with its state, when the URL moves between them.
 */
function guarded(Screen: ComponentType, access: Access): ComponentType {
  const byAccess = guardedScreens.get(Screen) ?? new WeakMap<Access, ComponentType>();
  guardedScreens.set(Screen, byAccess);
  const known = byAccess.get(access);
  if (known) return known;
  function GuardedScreen() {
    const user = useCurrentUser();
    return access(user.permissions) ? <Screen /> : <ForbiddenScreen />;
  }
  byAccess.set(access, GuardedScreen);
  return GuardedScreen;
}

/** One route per language for every screen, each loading its chunk on first visit. */
function screenRoutes(select: (id: RouteId) => boolean): RouteObject[] {
  const entries = Object.entries(screens) as [RouteId, ScreenDefinition][];
  return entries
    .filter(([id]) => select(id))
    .flatMap(([id, screen]) =>
      locales.map((locale) => ({
        id: `${id}-${locale}`,
        path: routePattern(id, locale),
        handle: {
          routeId: id,
          titleKey: screen.titleKey,
          layout: screen.layout,
        } satisfies RouteHandle,
        lazy: async () => {
          const Screen = await screen.load();
          return { Component: screen.access ? guarded(Screen, screen.access) : Screen };
        },
      })),
    );
}

const isReportRoute = (id: RouteId) => screens[id]?.layout === 'report';

function NotFoundRoute() {
  return (
    <OptionalUserLayout>
      <NotFoundScreen />
    </OptionalUserLayout>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: FullPageLoader,
      errorElement: <RouteErrorScreen bare />,
      children: [
        { Component: BareLayout, children: screenRoutes(isPublicRoute) },
        {
          Component: AuthGate,
          children: [
            {
              errorElement: <RouteErrorScreen />,
              children: screenRoutes((id) => !isPublicRoute(id) && !isReportRoute(id)),
            },
          ],
        },
        {
          Component: ReportGate,
          errorElement: <RouteErrorScreen bare />,
          children: screenRoutes(isReportRoute),
        },
        {
          path: '*',
          Component: NotFoundRoute,
          handle: { titleKey: 'error.notFound' } satisfies RouteHandle,
        },
      ],
    },
  ]);
}
