import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { ExplorePage } from '../features/explore/explore-page';
import { usePlace } from '../lib/routing';
import { RouteError } from './route-error';

/*
 * Explore, the first page, is in the main bundle; every other page is its own chunk, loaded
 * when it is first opened, so the first load pays only for the map and Explore.
 */
const SearchPage = lazy(() => import('../features/search/search-page').then((m) => ({ default: m.SearchPage })));
const CoordinatesPage = lazy(() => import('../features/coordinates/coordinates-page').then((m) => ({ default: m.CoordinatesPage })));
const RegionsPage = lazy(() => import('../features/regions/regions-page').then((m) => ({ default: m.RegionsPage })));
const ZonesPage = lazy(() => import('../features/zones/zones-page').then((m) => ({ default: m.ZonesPage })));
const FacesPage = lazy(() => import('../features/faces/faces-page').then((m) => ({ default: m.FacesPage })));
const BatchPage = lazy(() => import('../features/batch/batch-page').then((m) => ({ default: m.BatchPage })));
const SettingsPage = lazy(() => import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const InspectorPage = lazy(() => import('../features/inspector/inspector-page').then((m) => ({ default: m.InspectorPage })));

/**
 * The page for the current path, in the side panel. A page that cannot be loaded (its chunk did
 * not arrive) or that throws shows an explanation instead; the shell and the map stay, and
 * moving to another page clears it.
 */
export function Pages() {
  const { t } = useTranslation();
  const { pathname, search } = usePlace();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense fallback={<p className="page muted">{t('explore.loading')}</p>}>
        <Switch>
          <Route path="/">
            <Redirect to={`/explore${search}${window.location.hash}`} replace />
          </Route>
          <Route path="/explore" component={ExplorePage} />
          <Route path="/search" component={SearchPage} />
          <Route path="/coordinates" component={CoordinatesPage} />
          <Route path="/regions" component={RegionsPage} />
          <Route path="/zones" component={ZonesPage} />
          <Route path="/faces" component={FacesPage} />
          <Route path="/batch" component={BatchPage} />
          <Route path="/settings" component={SettingsPage} />
          <Route path="/inspector" component={InspectorPage} />
          <Route>
            <Redirect to={`/explore${window.location.hash}`} replace />
          </Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
