import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { redactText } from '../../../api/redact';
import type { RequestEvent } from '../../../api/request-events';
import type { ResponseFormat } from '../../../api/types';
import { apiClient } from '../../../session/api-client';
import { explainError } from '../../../components/ui/explain-error';
import { sessionStore } from '../../../session/session-store';
import { checkBody, type ContractCheck } from '../model/deviations';
import type { BodyView as BodyViewMode } from '../model/inspector-params';
import { formatsOf, replaySpec } from '../model/replay-spec';
import { BodyView } from './body-view';
import { ContractCheckView } from './contract-check';

interface RerunResult {
  format: ResponseFormat;
  status?: number;
  durationMs?: number;
  /** Redacted body text. */
  body: string;
  check?: ContractCheck;
  errorKey?: string;
}

function redact(text: string): string {
  const c = sessionStore.activeCredentials();
  return redactText(text, { appKey: c.appKey, appId: c.appId });
}

/** Sends the call again (same format, or every format the contract offers) with the session's key. */
async function rerun(event: RequestEvent, formats: readonly ResponseFormat[]): Promise<RerunResult[]> {
  return Promise.all(
    formats.map(async (format): Promise<RerunResult> => {
      const spec = replaySpec(event, format);
      if (!spec) throw new Error('not replayable');
      const started = performance.now();
      try {
        const res = await apiClient.request(spec, { format });
        const body = redact(res.raw);
        return { format, status: res.status, durationMs: res.durationMs, body, check: checkBody(event.operation, format, body) };
      } catch (error) {
        return {
          format,
          status: isApiError(error) ? error.status : undefined,
          durationMs: Math.round(performance.now() - started),
          body: isApiError(error) ? (error.raw ?? '') : '',
          errorKey: explainError(error).key,
        };
      }
    }),
  );
}

export function RerunPanel({ event }: { event: RequestEvent }) {
  const { t } = useTranslation('inspector');
  const [tab, setTab] = useState<ResponseFormat>(event.format);
  const [view, setView] = useState<BodyViewMode>('pretty');
  const [layout, setLayout] = useState<'tabs' | 'side'>('tabs');
  const mutation = useMutation({ mutationFn: (formats: readonly ResponseFormat[]) => rerun(event, formats) });
  const replayable = replaySpec(event) !== undefined;
  const formats = formatsOf(event.operation);
  const results = mutation.data ?? [];
  const shown = layout === 'side' ? results : results.filter((r) => r.format === tab);

  if (!replayable) return <p className="muted small">{t('inspector.rerun.notReplayable')}</p>;
  return (
    <div className="rerun">
      <div className="section-head">
        <h3>{t('inspector.rerun.title')}</h3>
        <div className="row-actions">
          <button
            type="button"
            className="button small"
            disabled={mutation.isPending}
            onClick={() => {
              setTab(event.format);
              mutation.mutate([event.format]);
            }}
          >
            {t('inspector.rerun.again')}
          </button>
          {formats.length > 1 && (
            <button
              type="button"
              className="button small"
              disabled={mutation.isPending}
              onClick={() => {
                setTab(formats[0] ?? 'json');
                mutation.mutate(formats);
              }}
            >
              {t('inspector.rerun.formats')}
            </button>
          )}
        </div>
      </div>
      <p className="muted small">{t('inspector.rerun.note')}</p>
      {mutation.isPending && <p className="muted">{t('inspector.rerun.running')}</p>}
      {results.length > 0 && (
        <>
          <div className="rerun-tabs">
            {results.length > 1 && (
              <div className="tabs" role="tablist" aria-label={t('inspector.rerun.formatTabs')}>
                {results.map((r) => (
                  <button
                    key={r.format}
                    type="button"
                    role="tab"
                    aria-selected={layout === 'tabs' && tab === r.format}
                    className={`tab ${layout === 'tabs' && tab === r.format ? 'active' : ''}`}
                    onClick={() => {
                      setLayout('tabs');
                      setTab(r.format);
                    }}
                  >
                    {r.format}
                  </button>
                ))}
                <button type="button" className={`tab ${layout === 'side' ? 'active' : ''}`} aria-pressed={layout === 'side'} onClick={() => setLayout('side')}>
                  {t('inspector.rerun.sideBySide')}
                </button>
              </div>
            )}
          </div>
          <div className={layout === 'side' ? 'rerun-side' : 'rerun-one'}>
            {shown.map((r) => (
              <section key={r.format} className="rerun-result" data-testid={`rerun-${r.format}`} aria-label={r.format}>
                <p className="rerun-meta">
                  <strong>{r.format}</strong> · <span className={`status-pill ${r.errorKey || (r.status ?? 0) >= 400 ? 'bad' : 'good'}`}>{r.status ?? t('drawer.failed')}</span>
                  {r.durationMs !== undefined && ` · ${r.durationMs} ms`}
                </p>
                {r.errorKey && <p className="warning">{t(`errors.${r.errorKey}.title` as ParseKeys<'inspector'>)}</p>}
                {r.check && <ContractCheckView check={r.check} />}
                <BodyView text={r.body} format={r.format} view={view} onView={setView} testId={`rerun-raw-${r.format}`} />
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
