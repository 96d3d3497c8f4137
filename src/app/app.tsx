import { QueryClientProvider } from '@tanstack/react-query';
import { apiClient } from './api';
import { connectionMonitor } from './connection-monitor';
import { createQueryClient } from './query-client';
import { Shell } from './shell';

const queryClient = createQueryClient();
connectionMonitor.start(apiClient, queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}
