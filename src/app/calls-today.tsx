import { useTranslation } from 'react-i18next';
import { quotaState } from '../lib/key-call-counts';
import { usePreferences } from '../lib/preferences';
import { useCallsToday } from '../session/key-call-counter';
import { useEmulatorInfo } from '../session/use-emulator-info';

/**
 * Calls this browser sent today with the active key, against the daily quota when it is known:
 * the emulator says its own (LOCUS_DAILY_QUOTA); for a real service it is what the user entered
 * in Settings. Near and over the quota the state is said in words, not in colour alone.
 */
export function CallsToday() {
  const { t } = useTranslation();
  const { calls, fingerprint } = useCallsToday();
  // The emulator is asked for its quota only once there is something to count.
  const emulator = useEmulatorInfo(calls > 0);
  const entered = usePreferences().dailyQuota;
  const quota = emulator.isEmulator ? (emulator.info?.dailyQuota ?? null) : entered;
  if (!fingerprint) return null;
  const state = quotaState(calls, quota);
  return (
    <span className={`calls-today calls-today-${state}`} data-testid="calls-today" data-state={state} title={t('status.callsTitle', { fingerprint })}>
      {t('status.callsToday')}: <code>{quota ? t('status.callsOfQuota', { calls, quota }) : calls}</code>
      {state === 'near' && <strong> ⚠ {t('status.nearQuota')}</strong>}
      {state === 'over' && <strong> ⚠ {t('status.overQuota')}</strong>}
    </span>
  );
}
