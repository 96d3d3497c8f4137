import { QueryClientProvider } from '@tanstack/react-query';
import { afterFirstMapIdle } from '../map/first-map-idle';
import { preloadApi } from '../session/api-calls';
import { apiEvents } from '../session/api-events';
import { endedCalls } from '../session/request-log';
import { connectionMonitor } from './connection-monitor';
import { createQueryClient } from './query-client';
import { preloadDrawerBody } from './request-drawer';
import { Shell } from './shell';

// The inspector's saved history and per-day call counts (redacted events only): their code is
// fetched once the first page is up, or at the first call the service answered if that comes
// sooner (its host can be reached then); the calls that ended before are recorded from the log.
let recording: Promise<void> | undefined;
const startRecording = () => {
  recording ??= import('../features/inspector/recorder').then(
    ({ recordCalls }) => recordCalls(apiEvents, endedCalls()),
    // Not fetched (offline): the Inspector page starts the recording when it is opened.
    () => undefined,
  );
};
const stopWaiting = apiEvents.subscribe((event) => {
  if (event.phase !== 'end' || event.status === undefined) return;
  stopWaiting();
  startRecording();
});
// What the first page needs only once it is used comes then too: the client's code (for its
// first call) and the open request drawer's.
void afterFirstMapIdle().then(() => {
  preloadApi();
  preloadDrawerBody();
  startRecording();
});

const queryClient = createQueryClient();
connectionMonitor.start(apiEvents, queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}
