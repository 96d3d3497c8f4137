import { useTranslation } from 'react-i18next';
import type { RequestEvent } from '../../../api/request-events';
import { callState } from '../model/call-format';

/** A call's status as the drawer and the inspector show it: pending, the HTTP status or "failed", and the service code. */
export function CallStatusPill({ event }: { event: Pick<RequestEvent, 'phase' | 'status' | 'error'> }) {
  const { t } = useTranslation('inspector');
  return (
    <span className={`status-pill ${callState(event)}`}>
      {event.phase === 'start' ? t('drawer.pending') : (event.status ?? t('drawer.failed'))}
      {event.error?.code ? ` ${event.error.code}` : ''}
    </span>
  );
}
