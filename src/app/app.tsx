import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ExplorePage } from '../features/explore/explore-page';
import { CoordinatesPage } from '../features/coordinates/coordinates-page';
import { RegionsPage } from '../features/regions/regions-page';
import { SearchPage } from '../features/search/search-page';
import { ZonesPage } from '../features/zones/zones-page';
import { FacesPage } from '../features/faces/faces-page';
import { BatchPage } from '../features/batch/batch-page';
import { SettingsPage } from '../features/settings/settings-page';
import { InspectorPage } from '../features/inspector/inspector-page';
import { createQueryClient } from './query-client';
import { Shell } from './shell';

const queryClient = createQueryClient();

const router = createBrowserRouter([
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to={{ pathname: '/explore', hash: window.location.hash }} replace /> },
      { path: 'explore', element: <ExplorePage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'coordinates', element: <CoordinatesPage /> },
      { path: 'regions', element: <RegionsPage /> },
      { path: 'zones', element: <ZonesPage /> },
      { path: 'faces', element: <FacesPage /> },
      { path: 'batch', element: <BatchPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'inspector', element: <InspectorPage /> },
      { path: '*', element: <Navigate to="/explore" replace /> },
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
