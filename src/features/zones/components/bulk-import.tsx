import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { readZones } from '../model/zone-import';
import { checkDrafts } from '../model/zone-rules';
import { sendInBatches, zoneQueries } from '../queries';
import { DataText } from '../../../components/ui/data-text';

const BATCH_SIZE = 100;
const PREVIEW_ROWS = 1000;

type Phase = { kind: 'edit' } | { kind: 'sending'; sent: number; total: number } | { kind: 'done'; sent: number; total: number; error?: unknown };

/**
 * Bulk add: paste or upload CSV/JSON, see every row checked against the rules (and the zones
 * that exist), then send the valid rows with zoneListInsert, BATCH_SIZE at a time, with progress.
 * A refused batch stops the run and shows the service's message; batches sent before it stay.
 */
export function BulkImport({
  existingCodes,
  onSending,
  onSettled,
  onClose,
}: {
  existingCodes: ReadonlySet<string>;
  /** The codes about to be sent, and the same codes once the run has ended (before the list is read again). */
  onSending: (codes: string[]) => void;
  onSettled: (codes: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('zones');
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'edit' });
  const abort = useRef<AbortController | null>(null);
  const read = useMemo(() => readZones(text), [text]);
  const drafts = useMemo(() => (read.ok ? read.drafts : []), [read]);
  const checks = useMemo(() => checkDrafts(drafts, existingCodes), [drafts, existingCodes]);
  const valid = checks.flatMap((c) => (c.ok ? [{ code: c.code, name: c.name }] : []));
  const invalid = checks.length - valid.length;

  const send = async () => {
    abort.current = new AbortController();
    const codes = valid.map((v) => v.code);
    onSending(codes);
    setPhase({ kind: 'sending', sent: 0, total: valid.length });
    try {
      const { sent } = await sendInBatches(valid, BATCH_SIZE, (n) => setPhase({ kind: 'sending', sent: n, total: valid.length }), abort.current.signal);
      setPhase({ kind: 'done', sent, total: valid.length });
    } catch (error) {
      setPhase((p) => ({ kind: 'done', sent: p.kind === 'sending' ? p.sent : 0, total: valid.length, error }));
    } finally {
      onSettled(codes);
      await qc.invalidateQueries({ queryKey: zoneQueries.list().queryKey });
    }
  };

  return (
    <Dialog title={t('zones.bulkTitle')} onClose={() => (phase.kind === 'sending' ? abort.current?.abort() : onClose())} wide>
      {phase.kind === 'edit' && (
        <>
          <label className="field">
            <span>{t('zones.bulkPaste')}</span>
            <textarea className="bulk-text" rows={6} value={text} onChange={(e) => setText(e.target.value)} placeholder={'code,name\n0001,강남 권역'} spellCheck={false} />
          </label>
          <label className="field">
            <span>{t('zones.bulkFile')}</span>
            <input
              type="file"
              accept=".csv,.json,.txt,text/csv,application/json"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void file.text().then(setText);
              }}
            />
          </label>
          {text.trim() !== '' && !read.ok && (
            <p className="field-error" role="alert">
              {t(`zones.bulkErrors.${read.error}`)}
            </p>
          )}
          {checks.length > 0 && (
            <>
              <p data-testid="bulk-summary">{t('zones.bulkSummary', { rows: checks.length, valid: valid.length, invalid })}</p>
              <div className="bulk-preview">
                <table className="batch-table">
                  <thead>
                    <tr>
                      <th scope="col">#</th>
                      <th scope="col">{t('zones.code')}</th>
                      <th scope="col">{t('zones.name')}</th>
                      <th scope="col">{t('zones.check')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {drafts.slice(0, PREVIEW_ROWS).map((d, i) => {
                      const c = checks[i];
                      return (
                        <tr key={d.line} className={c?.ok ? '' : 'bad'} data-testid="bulk-row" data-ok={c?.ok ? 'true' : 'false'}>
                          <th scope="row">{d.line}</th>
                          <td>
                            <code>{d.code}</code>
                          </td>
                          <td><DataText>{d.name}</DataText></td>
                          <td>{c?.ok ? '✓' : c?.errors.map((e) => t(e.key as ParseKeys<'zones'>, e.values)).join(' · ')}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
                {drafts.length > PREVIEW_ROWS && <p className="muted">{t('coords.tableCapped', { shown: PREVIEW_ROWS, total: drafts.length })}</p>}
              </div>
            </>
          )}
          <div className="form-row">
            <button type="button" className="button" onClick={onClose}>
              {t('zones.cancel')}
            </button>
            <button type="button" className="button primary" disabled={valid.length === 0} onClick={() => void send()}>
              {t('zones.bulkSend', { count: valid.length })}
            </button>
          </div>
        </>
      )}
      {phase.kind !== 'edit' && (
        <div className="bulk-progress">
          <progress max={phase.total} value={phase.sent} aria-label={t('zones.bulkProgress')} />
          <p data-testid="bulk-progress">{t('zones.bulkSent', { sent: phase.sent, total: phase.total })}</p>
          {phase.kind === 'done' && phase.error !== undefined && <ErrorPanel error={phase.error} />}
          {phase.kind === 'done' && phase.error === undefined && <p className="ok">{t('zones.bulkDone', { count: phase.sent })}</p>}
          {phase.kind === 'sending' ? (
            <button type="button" className="button" onClick={() => abort.current?.abort()}>
              {t('zones.stop')}
            </button>
          ) : (
            <button type="button" className="button primary" onClick={onClose}>
              {t('zones.close')}
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}
