import { QueryClientProvider } from '@tanstack/react-query';
import { recordCalls } from '../features/inspector/recorder';
import { apiClient } from '../session/api-client';
import { connectionMonitor } from './connection-monitor';
import { createQueryClient } from './query-client';
import { Shell } from './shell';

// The inspector's saved history and per-day call counts (redacted events only).
recordCalls(apiClient.events);

const queryClient = createQueryClient();
connectionMonitor.start(apiClient, queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}
