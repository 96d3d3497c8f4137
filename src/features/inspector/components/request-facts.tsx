import { useTranslation } from 'react-i18next';
import { DataText } from '../../../components/ui/data-text';
import { PLACEHOLDERS } from '../../../api/redact';
import type { RequestEvent } from '../../../api/request-events';

function unredact(text: string, revealed: { appKey?: string; appId?: string } | undefined): string {
  if (!revealed) return text;
  let out = text;
  if (revealed.appKey) out = out.split(PLACEHOLDERS.appKey).join(revealed.appKey);
  if (revealed.appId) out = out.split(PLACEHOLDERS.appId).join(revealed.appId);
  return out;
}

/** Full URL, headers and request body; the key shows as <API_KEY> unless revealed for this view. */
export function RequestFacts({
  event,
  revealed,
  onReveal,
  canReveal,
}: {
  event: RequestEvent;
  revealed: { appKey?: string; appId?: string } | undefined;
  onReveal: (on: boolean) => void;
  canReveal: boolean;
}) {
  const { t } = useTranslation('inspector');
  const headers = Object.entries(event.headers)
    .map(([k, v]) => `${k}: ${unredact(v, revealed)}`)
    .join('\n');
  return (
    <div className="request-facts">
      <div className="section-head">
        <h3>{t('inspector.request.title')}</h3>
        <button type="button" className="button small" aria-pressed={revealed !== undefined} disabled={!canReveal && !revealed} onClick={() => onReveal(!revealed)}>
          {revealed ? t('inspector.request.hideKey') : t('inspector.request.revealKey')}
        </button>
      </div>
      <p className="muted small">{revealed ? t('inspector.request.revealedNote') : t('inspector.request.redactedNote')}</p>
      <h4>{t('inspector.request.url')}</h4>
      <pre className="mono body-text" data-testid="request-url">
        <DataText>{`${event.method} ${unredact(event.url, revealed)}`}</DataText>
      </pre>
      <h4>{t('inspector.request.headers')}</h4>
      <pre className="mono body-text" data-testid="request-headers">
        <DataText>{headers}</DataText>
      </pre>
      {event.requestBody !== undefined && (
        <>
          <h4>{t('inspector.request.body')}</h4>
          <pre className="mono body-text">{unredact(event.requestBody, revealed)}</pre>
        </>
      )}
    </div>
  );
}
