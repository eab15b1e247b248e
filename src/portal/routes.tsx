/**
 * The /wrap route tree (SPEC section 2), mounted by the app router at `/wrap/*` as one lazily loaded module, so
 * nothing of the portal reaches the marketing chunks. The shell comes with this chunk; each screen is its own chunk.
 * Adding a data area is one line here (its path helper lives in `@/app/paths`).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import type { LazyRouteModule } from '@/app/lazyRoute';
import { retryImport } from '@/lib/chunkLoad/retryImport';
import { PortalLayout } from './layout/PortalLayout';
import { PortalStatus } from './shared/PortalStatus';
import { injectPortalSlices } from './portalSlices';

// The package is declared free of side effects, so the injection is an explicit call, not a bare import.
injectPortalSlices();

/** A screen loaded on demand (retrying a failed chunk like every route of the app). */
function screen(load: () => Promise<LazyRouteModule>): ComponentType {
  const Screen = lazy(async () => ({ default: (await retryImport(load)).Component }));
  return function LazyScreen() {
    return (
      <Suspense fallback={<PortalStatus kind="loading" title="Loading…" />}>
        <Screen />
      </Suspense>
    );
  };
}

const WrapIndex = screen(() => import('./wrapIndexRoute'));
const Onboarding = screen(() => import('./features/integrations/route'));
const Subscriptions = screen(() => import('./features/subscriptions/route'));
const Apps = screen(() => import('./features/orgEventCounts/route'));
const AppScope = screen(() => import('./layout/appScopeRoute'));
const AppDashboard = screen(() => import('./features/appDashboard/route'));
const EventLog = screen(() => import('./features/events/route'));
const TimeSeries = screen(() => import('./features/timeSeries/route'));
const Segmentation = screen(() => import('./features/segmentation/route'));
const GeoMap = screen(() => import('./features/geoMap/route'));
const Notices = screen(() => import('./features/notices/route'));
const Profile = screen(() => import('./features/profile/route'));
const Team = screen(() => import('./features/orgUsers/route'));
const OrgSettings = screen(() => import('./features/orgSettings/route'));
const ApiKeys = screen(() => import('./features/apiKeys/route'));
const AuditLog = screen(() => import('./features/auditLog/route'));
const AppSettings = screen(() => import('./features/appSettings/route'));
const NotFound = screen(() => import('./layout/notFoundRoute'));

/** `/wrap?onboard=true(&intent=)` is the onboarding flow (a route cannot match a query); plain `/wrap` opens the app. */
function WrapIndexOrOnboarding() {
  const [params] = useSearchParams();
  return params.get('onboard') === 'true' ? <Onboarding /> : <WrapIndex />;
}

/** The portal's routes below /wrap. */
function PortalRoutes() {
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        <Route index element={<WrapIndexOrOnboarding />} />
        <Route path="basic" element={<Onboarding />} />
        <Route path="subscription" element={<Subscriptions />} />
        <Route path="apps" element={<Apps />} />
        <Route path="profile" element={<Profile />} />
        <Route path="team" element={<Team />} />
        <Route path="settings" element={<OrgSettings />} />
        <Route path="keys" element={<ApiKeys />} />
        <Route path="audit" element={<AuditLog />} />
        <Route path="notices" element={<Notices />} />
        <Route path="app/:appSlug" element={<AppScope />}>
          <Route path="dash" element={<AppDashboard />} />
          <Route path="events" element={<EventLog />} />
          <Route path="timeseries" element={<TimeSeries />} />
          <Route path="segmentation" element={<Segmentation />} />
          <Route path="geo" element={<GeoMap />} />
          <Route path="settings" element={<AppSettings />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/** Lazy route module of /wrap/*. */
export const Component = PortalRoutes;
