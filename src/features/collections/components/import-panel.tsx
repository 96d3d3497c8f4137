import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeText } from '../../../components/ui/code-text';
import { DataText } from '../../../components/ui/data-text';
import { Field } from '../../../components/ui/field';
import { collectionsStore } from '../collections-store';
import { emptyCollection, freeName, newId, type Collection } from '../model/collection';
import { COLLECTION_FILE_FORMAT, readCollectionFile } from '../model/collection-file';
import { importCurl } from '../model/curl-import';
import { importHar } from '../model/har-import';
import { MAX_IMPORT_BYTES, type ImportedCalls } from '../model/imported';
import { SkipReasonText } from './skip-reason';

const SKIPS_SHOWN = 20;

type Outcome = { kind: 'problem'; text: string } | { kind: 'done'; text: string; dropped: string[]; skipped: ImportedCalls['skipped'] };

/**
 * Import: a collection file (a new collection), a HAR file or `curl` commands (calls added to the
 * collection shown, or to a new one). A bad input is refused whole: nothing stored changes.
 */
export function ImportPanel({ collections, current, onImported }: { collections: readonly Collection[]; current: Collection | undefined; onImported: (id: string) => void }) {
  const { t } = useTranslation('collections');
  const [curl, setCurl] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const fileId = useId();
  const limit = MAX_IMPORT_BYTES / 1024 / 1024;
  const taken = () => collections.map((c) => c.name);

  const addCalls = async (imported: ImportedCalls, newName: string) => {
    if (imported.calls.length === 0) {
      setOutcome({ kind: 'done', text: t('collections.transfer.nothing'), dropped: imported.dropped, skipped: imported.skipped });
      return;
    }
    const target = current ?? emptyCollection(freeName(newName, taken()));
    const calls = imported.calls.map((c) => ({ id: newId(), operation: c.operation, params: c.params, expectations: [] }));
    await collectionsStore.put({ ...target, calls: [...target.calls, ...calls] });
    onImported(target.id);
    setOutcome({ kind: 'done', text: t('collections.transfer.imported', { count: calls.length, name: target.name }), dropped: imported.dropped, skipped: imported.skipped });
  };

  const readFile = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES) {
      setOutcome({ kind: 'problem', text: t('collections.transfer.problem.tooLarge', { limit }) });
      return;
    }
    const text = await file.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      setOutcome({ kind: 'problem', text: t('collections.transfer.problem.notJson') });
      return;
    }
    const isCollection = typeof json === 'object' && json !== null && (json as { format?: unknown }).format === COLLECTION_FILE_FORMAT;
    if (isCollection) {
      const read = readCollectionFile(text);
      if (!read.ok) {
        const p = read.problem;
        setOutcome({ kind: 'problem', text: p.kind === 'tooLarge' ? t('collections.transfer.problem.tooLarge', { limit }) : t(`collections.transfer.problem.${p.kind}`, p.kind === 'version' || p.kind === 'invalid' ? p : {}) });
        return;
      }
      const created = { ...emptyCollection(freeName(read.name, taken())), calls: read.calls };
      await collectionsStore.put(created);
      onImported(created.id);
      setOutcome({ kind: 'done', text: t('collections.transfer.importedCollection', { name: created.name, count: created.calls.length }), dropped: read.dropped, skipped: [] });
      return;
    }
    if (typeof json === 'object' && json !== null && 'log' in json) {
      const har = importHar(text);
      if ('problem' in har) setOutcome({ kind: 'problem', text: t(`collections.transfer.problem.${har.problem}`, { limit }) });
      else await addCalls(har, file.name.replace(/\.har$/i, ''));
      return;
    }
    setOutcome({ kind: 'problem', text: t('collections.transfer.problem.notCollection') });
  };

  const submitCurl = async (ev: FormEvent) => {
    ev.preventDefault();
    const got = importCurl(curl);
    if ('problem' in got) {
      setOutcome({ kind: 'problem', text: t(`collections.transfer.problem.${got.problem}`, { limit }) });
      return;
    }
    await addCalls(got, 'curl');
    if (got.calls.length > 0) setCurl('');
  };

  return (
    <section className="import-panel detail-section" aria-labelledby="import-title">
      <h3 id="import-title">{t('collections.transfer.title')}</h3>
      <div className="field">
        <label htmlFor={fileId}>{t('collections.transfer.importFile')}</label>
        <input
          id={fileId}
          type="file"
          accept=".json,.har,application/json"
          data-testid="import-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void readFile(file);
          }}
        />
      </div>
      <form onSubmit={(e) => void submitCurl(e)}>
        <Field label={t('collections.transfer.curlLabel')}>
          {(p) => <textarea {...p} className="mono" rows={4} spellCheck={false} value={curl} onChange={(e) => setCurl(e.target.value)} data-testid="import-curl" />}
        </Field>
        <button type="submit" className="button small" disabled={curl.trim() === ''}>
          {t('collections.transfer.curlSubmit')}
        </button>
      </form>
      {outcome && (
        <div role="status" data-testid="import-outcome" className={outcome.kind === 'problem' ? 'import-outcome bad' : 'import-outcome'}>
          <p className={outcome.kind === 'problem' ? 'warning' : undefined}>
            <CodeText text={outcome.text} />
          </p>
          {outcome.kind === 'done' && outcome.dropped.length > 0 && (
            <p className="note">
              <CodeText text={t('collections.transfer.dropped', { names: outcome.dropped.map((d) => `\`${d}\``).join(', ') })} />
            </p>
          )}
          {outcome.kind === 'done' && outcome.skipped.length > 0 && (
            <details open>
              <summary>{t('collections.transfer.skippedTitle', { count: outcome.skipped.length })}</summary>
              <ul className="skipped-list">
                {outcome.skipped.slice(0, SKIPS_SHOWN).map((s, i) => (
                  <li key={i}>
                    <DataText className="mono">{s.label}</DataText>: <SkipReasonText reason={s.reason} />
                  </li>
                ))}
                {outcome.skipped.length > SKIPS_SHOWN && <li className="muted">{t('collections.transfer.more', { count: outcome.skipped.length - SKIPS_SHOWN })}</li>}
              </ul>
            </details>
          )}
        </div>
      )}
    </section>
  );
}
