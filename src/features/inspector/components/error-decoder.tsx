import { ErrorFacts } from '../../../components/ui/error-facts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { operationContracts } from '../../../../shared/contract/operations';
import type { RequestEvent } from '../../../api/request-events';
import { explainFailedCall } from '../../../components/ui/explain-error';
import { useCallCounts } from '../call-counter-store';
import { hoursMinutes } from '../model/call-format';
import { useNow } from '../../../lib/use-now';
import { kstDay, msUntilKstMidnight } from '../../../lib/day-counter';

/** A failed call explained in plain words: what happened, what to do, and the service's own code. */
export function ErrorDecoder({ event }: { event: RequestEvent }) {
  const now = useNow();
  const { t, i18n } = useTranslation('inspector');
  const counts = useCallCounts();
  const contract = operationContracts[event.operation];
  const explained = explainFailedCall({ operation: event.operation, area: contract.area, status: event.status, error: event.error });
  if (!explained) return null;
  const { key, code, status, message } = explained;
  const left = hoursMinutes(msUntilKstMidnight(now));
  const extraKey = `inspector.decoder.${key}` as ParseKeys<'inspector'>;
  const path = (() => {
    try {
      return new URL(event.url).pathname;
    } catch {
      return event.url;
    }
  })();
  return (
    <div className="error-panel decoder" role="group" aria-label={t('inspector.decoder.title')} data-testid="error-decoder" data-error-key={key}>
      <strong className="error-title">{t(`errors.${key}.title` as ParseKeys<'inspector'>)}</strong>
      <p>{t(`errors.${key}.hint` as ParseKeys<'inspector'>)}</p>
      {i18n.exists(extraKey, { ns: 'inspector' }) && (
        <p className="decoder-todo">
          {String(
            t(extraKey, {
              method: event.method,
              path,
              attempt: event.attempt,
              h: left.h,
              m: left.m,
              count: counts[kstDay(now)]?.[event.operation] ?? 0,
            }),
          )}
        </p>
      )}
      {(key === 'UNAUTHORIZED' || key === 'INVALID_API_KEY') && <Link href="/settings">{t('inspector.decoder.toSettings')}</Link>}
      <ErrorFacts code={code} status={status} message={message} />
    </div>
  );
}
