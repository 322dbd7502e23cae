import { Suspense, useMemo, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PORTAL_PATHS, routePattern, type TPortalPathName } from '@openportal/contract';
import type { TFeature, TFeatureRoute, TLayoutKind } from '../shared/feature.ts';
import { RouteTableContext } from '../shared/route-table.tsx';
import { BusinessOnly, Entry, ForcedPage, RequireAuth, RouteGuards } from './guards.tsx';
import { MainLayout, PublicLayout, RestrictedLayout } from './layouts.tsx';
import { NotFound } from './not-found.tsx';
import { LoadingScreen } from '../shared/ui/loading.tsx';
import { DesignGallery, GALLERY_PATH } from './gallery/index.ts';

/** Development builds (apps/web defines it): the design-system gallery route. */
declare const __OP_DEV_GALLERY__: boolean;

function routeElement(r: TFeatureRoute): ReactNode {
  const Screen = r.screen;
  const inner = r.redirectTo ? (
    <Navigate to={PORTAL_PATHS[r.redirectTo]} replace />
  ) : Screen ? (
    <Suspense fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  ) : null;
  return r.guards?.length ? <RouteGuards guards={r.guards}>{inner}</RouteGuards> : inner;
}

function routesOf(features: readonly TFeature[], layout: TLayoutKind): ReactNode[] {
  return features
    .filter((f) => f.layout === layout)
    .flatMap((f) =>
      f.routes.map((r) => {
        const path = routePattern(PORTAL_PATHS[r.path]);
        const element = f.businessOnly ? <BusinessOnly>{routeElement(r)}</BusinessOnly> : routeElement(r);
        return <Route key={r.path} path={r.splat ? `${path}/*` : path} element={element} />;
      }),
    );
}

/** The route table of the features this build registers, under their layouts and guards. */
export function PortalRoutes({ features }: { features: readonly TFeature[] }) {
  const table = useMemo(() => {
    const names = new Set<TPortalPathName>(features.flatMap((f) => f.routes.map((r) => r.path)));
    const nav = features
      .flatMap((f) => (f.nav ?? []).map((n) => (f.businessOnly ? { ...n, businessOnly: true } : n)))
      .sort((a, b) => a.order - b.order);
    const realtime = features.flatMap((f) => (f.realtime ? [f.realtime] : []));
    return { isRegistered: (n: TPortalPathName) => names.has(n), nav, realtime };
  }, [features]);
  const signedIn = (layout: ReactNode) => (
    <Entry>
      <RequireAuth>{layout}</RequireAuth>
    </Entry>
  );
  return (
    <RouteTableContext value={table.isRegistered}>
      <Routes>
        {__OP_DEV_GALLERY__ && (
          <Route
            path={GALLERY_PATH}
            element={
              <Suspense fallback={<LoadingScreen />}>
                <DesignGallery />
              </Suspense>
            }
          />
        )}
        <Route element={<PublicLayout />}>{routesOf(features, 'public')}</Route>
        <Route element={signedIn(<RestrictedLayout realtime={table.realtime} />)}>
          {routesOf(features, 'restricted')}
        </Route>
        <Route element={signedIn(<ForcedPage>{<MainLayout nav={table.nav} realtime={table.realtime} />}</ForcedPage>)}>
          {routesOf(features, 'main')}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RouteTableContext>
  );
}
