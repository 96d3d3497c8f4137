import { QueryClientProvider } from '@tanstack/react-query';
import { afterFirstMapIdle } from '../map/first-map-idle';
import { apiClient } from '../session/api-client';
import { endedCalls } from '../session/request-log';
import { connectionMonitor } from './connection-monitor';
import { createQueryClient } from './query-client';
import { Shell } from './shell';

// The inspector's saved history and per-day call counts (redacted events only): their code is
// fetched once the first page is up, or at the first call the service answered if that comes
// sooner (its host can be reached then); the calls that ended before are recorded from the log.
let recording: Promise<void> | undefined;
const startRecording = () => {
  recording ??= import('../features/inspector/recorder').then(
    ({ recordCalls }) => recordCalls(apiClient.events, endedCalls()),
    // Not fetched (offline): the Inspector page starts the recording when it is opened.
    () => undefined,
  );
};
void afterFirstMapIdle().then(startRecording);
const stopWaiting = apiClient.events.subscribe((event) => {
  if (event.phase !== 'end' || event.status === undefined) return;
  stopWaiting();
  startRecording();
});

const queryClient = createQueryClient();
connectionMonitor.start(apiClient, queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}
