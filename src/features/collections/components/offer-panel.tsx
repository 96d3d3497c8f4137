import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferedCall } from '../../../api/offered-call';
import { CodeText } from '../../../components/ui/code-text';
import { Field } from '../../../components/ui/field';
import { collectionsStore } from '../collections-store';
import { emptyCollection, freeName, newId, type Collection } from '../model/collection';
import { matchRequest } from '../model/route-match';
import { SkipReasonText } from './skip-reason';

const NEW = '';

/** "Save to collection…": the call handed over from the Inspector, into a collection chosen or named here. */
export function OfferPanel({ offered, collections, onDone }: { offered: OfferedCall; collections: readonly Collection[]; onDone: (savedInto?: string, note?: string) => void }) {
  const { t } = useTranslation('collections');
  const [into, setInto] = useState<string>(collections.at(-1)?.id ?? NEW);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const matched = matchRequest({ method: offered.method, url: offered.url, headers: offered.headers, body: offered.requestBody });
  const path = (() => {
    try {
      return new URL(offered.url).pathname;
    } catch {
      return offered.url;
    }
  })();

  const save = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!matched.ok) return;
    let target = collections.find((c) => c.id === into);
    if (!target) {
      if (name.trim() === '') {
        setError(t('collections.create.empty'));
        return;
      }
      target = emptyCollection(freeName(name, collections.map((c) => c.name)));
    }
    await collectionsStore.put({ ...target, calls: [...target.calls, { id: newId(), operation: matched.operation, params: matched.params, expectations: [] }] });
    const note = matched.dropped.length > 0 ? t('collections.offer.dropped', { names: matched.dropped.map((d) => `\`${d}\``).join(', ') }) : undefined;
    onDone(target.id, [t('collections.offer.saved', { name: target.name }), note].filter(Boolean).join(' '));
  };

  return (
    <section className="offer-panel detail-section" aria-labelledby="offer-title" data-testid="offer-panel">
      <h2 id="offer-title">{t('collections.offer.title')}</h2>
      <p className="mono">
        {offered.method} {path}
      </p>
      {!matched.ok ? (
        <>
          <p className="warning">
            <SkipReasonText reason={matched.reason} />
          </p>
          <button type="button" className="button" onClick={() => onDone()}>
            {t('collections.offer.cancel')}
          </button>
        </>
      ) : (
        <form onSubmit={(e) => void save(e)}>
          <Field label={t('collections.offer.into')}>
            {(p) => (
              <select {...p} value={into} onChange={(e) => setInto(e.target.value)}>
                {collections.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
                <option value={NEW}>{t('collections.offer.newOne')}</option>
              </select>
            )}
          </Field>
          {into === NEW && (
            <Field label={t('collections.offer.newName')} error={error}>
              {(p) => <input {...p} value={name} onChange={(e) => setName(e.target.value)} />}
            </Field>
          )}
          {matched.dropped.length > 0 && (
            <p className="note">
              <CodeText text={t('collections.offer.dropped', { names: matched.dropped.map((d) => `\`${d}\``).join(', ') })} />
            </p>
          )}
          <div className="row-actions">
            <button type="submit" className="button primary">
              {t('collections.offer.save')}
            </button>
            <button type="button" className="button" onClick={() => onDone()}>
              {t('collections.offer.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
