import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ExplorePage } from '../features/explore/explore-page';
import { apiClient } from './api';
import { connectionMonitor } from './connection-monitor';
import { createQueryClient } from './query-client';
import { RouteError } from './route-error';
import { Shell } from './shell';

const queryClient = createQueryClient();
connectionMonitor.start(apiClient, queryClient);

/*
 * Explore, the first page, is in the main bundle; every other page is its own chunk, loaded
 * when it is first opened (React Router's `lazy`), so the first load pays only for the map and
 * Explore.
 */

const router = createBrowserRouter([
  {
    path: '/',
    element: <Shell />,
    children: [
      {
        // A page that cannot be loaded (its chunk did not arrive) or that throws shows an
        // explanation in the panel; the shell and the map stay.
        errorElement: <RouteError />,
        children: [
      { index: true, element: <Navigate to={{ pathname: '/explore', hash: window.location.hash }} replace /> },
      { path: 'explore', element: <ExplorePage /> },
      { path: 'search', lazy: async () => ({ Component: (await import('../features/search/search-page')).SearchPage }) },
      { path: 'coordinates', lazy: async () => ({ Component: (await import('../features/coordinates/coordinates-page')).CoordinatesPage }) },
      { path: 'regions', lazy: async () => ({ Component: (await import('../features/regions/regions-page')).RegionsPage }) },
      { path: 'zones', lazy: async () => ({ Component: (await import('../features/zones/zones-page')).ZonesPage }) },
      { path: 'faces', lazy: async () => ({ Component: (await import('../features/faces/faces-page')).FacesPage }) },
      { path: 'batch', lazy: async () => ({ Component: (await import('../features/batch/batch-page')).BatchPage }) },
      { path: 'settings', lazy: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }) },
      { path: 'inspector', lazy: async () => ({ Component: (await import('../features/inspector/inspector-page')).InspectorPage }) },
      { path: '*', element: <Navigate to="/explore" replace /> },
        ],
      },
    ],
  },
]);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
