import { Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { ExplorePage } from '../features/explore/explore-page';
import { lazyWithMessages } from '../lib/i18n/i18n';
import { usePlace } from '../lib/routing';
import type { Namespace } from './i18n-namespaces';
import { RouteError } from './route-error';

/*
 * Explore, the first page, is in the main bundle (its messages are loaded before the first
 * render); every other page is its own chunk, loaded with its messages and the explanations of
 * answers in the language shown when it is first opened, so the first load pays only for the map
 * and Explore.
 */
function page<P extends object>(namespace: Namespace, load: () => Promise<ComponentType<P>>, more: readonly Namespace[] = []) {
  return lazyWithMessages([namespace, 'explanations', ...more], load);
}
const SearchPage = page('search', () => import('../features/search/search-page').then((m) => m.SearchPage));
const CoordinatesPage = page('coordinates', () => import('../features/coordinates/coordinates-page').then((m) => m.CoordinatesPage), ['crs']);
const RegionsPage = page('regions', () => import('../features/regions/regions-page').then((m) => m.RegionsPage));
const ZonesPage = page('zones', () => import('../features/zones/zones-page').then((m) => m.ZonesPage));
const FacesPage = page('faces', () => import('../features/faces/faces-page').then((m) => m.FacesPage));
const BatchPage = page('batch', () => import('../features/batch/batch-page').then((m) => m.BatchPage), ['crs']);
// Settings chooses the basemap, so it shows the basemaps drawn without the emulator's tiles.
const SettingsPage = page('settings', () => import('../features/settings/settings-page').then((m) => m.SettingsPage), ['hosting']);
const CollectionsPage = page('collections', () => import('../features/collections/collections-page').then((m) => m.CollectionsPage));
const InspectorPage = page('inspector', () => import('../features/inspector/inspector-page').then((m) => m.InspectorPage));
const ComparePage = page('compare', () => import('../features/compare/compare-page').then((m) => m.ComparePage));

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
          <Route path="/collections" component={CollectionsPage} />
          <Route path="/compare" component={ComparePage} />
          <Route>
            <Redirect to={`/explore${window.location.hash}`} replace />
          </Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
