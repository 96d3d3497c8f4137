import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operationContracts } from '../../../../shared/contract/operations';
import { TimeText } from '../../../components/ui/time-text';
import { offerCall } from '../../../api/offered-call';
import { useGo } from '../../../lib/routing';
import { compareHref, isComparable, sideOf } from '../../../session/compare-link';
import { useSession } from '../../../session/session-store';
import { callPath, callState, formatBytes } from '../model/call-format';
import { checkContract } from '../model/deviations';
import type { BodyView as BodyViewMode } from '../model/inspector-params';
import type { InspectorRow } from '../inspector-rows';
import { BodyView } from './body-view';
import { ContractCheckView } from './contract-check';
import { CurlBox } from './curl-box';
import { EditCallPanel } from './edit-call-panel';
import { ErrorDecoder } from './error-decoder';
import { RequestFacts } from './request-facts';
import { RerunPanel } from './rerun-panel';
import { ResponseHeaders } from './response-headers';

/**
 * One call in full. Mount it with `key` = the row's key: the key reveal is state of this view
 * only, so choosing another call (or leaving the page) hides the key again.
 */
export function CallDetail({ row, view, onView, onStar }: { row: InspectorRow; view: BodyViewMode; onView: (v: BodyViewMode) => void; onStar?: (starred: boolean) => void }) {
  const { t } = useTranslation('inspector');
  const session = useSession();
  const [reveal, setReveal] = useState(false);
  const go = useGo();
  const { event } = row;
  const creds = session.credentials[session.profileId];
  const revealed = reveal ? { appKey: creds.appKey, appId: creds.appId } : undefined;
  const state = callState(event);
  const contract = operationContracts[event.operation];

  return (
    <article className="call-detail" aria-label={t('inspector.detail.title')} data-testid="call-detail">
      <header className="call-head">
        <h2>
          <span className={`status-pill ${state}`}>{event.phase === 'start' ? t('drawer.pending') : (event.status ?? t('drawer.failed'))}</span>{' '}
          <span className="mono">{event.method}</span> <span className="mono call-path">{callPath(event.url)}</span>
        </h2>
        {onStar && (
          <button type="button" className="button small" aria-pressed={row.starred} onClick={() => onStar(!row.starred)}>
            {row.starred ? `★ ${t('inspector.history.unstar')}` : `☆ ${t('inspector.history.star')}`}
          </button>
        )}
        {isComparable(event.operation) && (
          <button
            type="button"
            className="button small"
            // The call's query parameters (the client's own and the redacted key are left out), this tab's profile on the left.
            onClick={() => go(compareHref(event.operation as Parameters<typeof compareHref>[0], Object.fromEntries(new URL(event.url).searchParams), sideOf(session)))}
          >
            {t('inspector.compareWith')}
          </button>
        )}
        {event.phase === 'end' && (
          <button
            type="button"
            className="button small"
            onClick={() => {
              offerCall(event);
              go('/collections');
            }}
          >
            {t('inspector.saveToCollection')}
          </button>
        )}
      </header>
      <dl className="call-facts">
        <dt>{t('drawer.operation')}</dt>
        <dd className="mono">
          {event.operation} <span className="muted">({contract.area})</span>
        </dd>
        <dt>{t('inspector.detail.format')}</dt>
        <dd className="mono">{event.format}</dd>
        <dt>{t('drawer.time')}</dt>
        <dd>{event.durationMs !== undefined ? `${event.durationMs} ms` : '—'}</dd>
        <dt>{t('drawer.size')}</dt>
        <dd>{formatBytes(event.size) || '—'}</dd>
        <dt>{t('inspector.detail.when')}</dt>
        <dd data-testid="call-when">
          <TimeText at={event.startedAt} />
        </dd>
        {event.attempt > 1 && (
          <>
            <dt>{t('inspector.detail.attempt')}</dt>
            <dd>{event.attempt}</dd>
          </>
        )}
      </dl>

      <ErrorDecoder event={event} />

      <section className="detail-section">
        <h3>{t('inspector.contract.title')}</h3>
        <ContractCheckView check={checkContract(event)} />
      </section>

      <section className="detail-section">
        <ResponseHeaders event={event} />
      </section>

      <section className="detail-section">
        <h3>{t('inspector.body.title')}</h3>
        {event.responseBody === undefined ? (
          <p className="muted">{t('inspector.body.none')}</p>
        ) : (
          <BodyView text={event.responseBody} format={event.format} view={view} onView={onView} />
        )}
      </section>

      <section className="detail-section">
        <RequestFacts event={event} revealed={revealed} onReveal={setReveal} canReveal={creds.appKey !== ''} />
      </section>

      <section className="detail-section">
        <CurlBox event={event} revealed={revealed} />
      </section>

      <section className="detail-section">
        <RerunPanel event={event} />
      </section>

      {event.phase === 'end' && (
        <section className="detail-section">
          <EditCallPanel event={event} />
        </section>
      )}
    </article>
  );
}
