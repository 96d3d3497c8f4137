import { connectionMonitor } from './connection-monitor';

/** Asks the service at once; disabled while that check runs. */
export function CheckNowButton({ checking, onChecking, label }: { checking: boolean; onChecking: (checking: boolean) => void; label: string }) {
  return (
    <button
      type="button"
      disabled={checking}
      onClick={() => {
        onChecking(true);
        void connectionMonitor.probeNow().finally(() => onChecking(false));
      }}
    >
      {label}
    </button>
  );
}
