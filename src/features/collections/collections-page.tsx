import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { takeOfferedCall, type OfferedCall } from '../../api/offered-call';
import { CodeText } from '../../components/ui/code-text';
import './collections.css';
import { Field } from '../../components/ui/field';
import { collectionsStore, useCollections } from './collections-store';
import { CollectionView } from './components/collection-view';
import { ImportPanel } from './components/import-panel';
import { OfferPanel } from './components/offer-panel';
import { emptyCollection, freeName } from './model/collection';

/**
 * Collections: calls saved from the Inspector (or imported from a file, a HAR or `curl`), each with
 * its expectations, run together against a connection profile, exported as a file or for Postman.
 */
export function CollectionsPage() {
  const { t } = useTranslation('collections');
  const { collections, loaded } = useCollections();
  // The call the Inspector handed over with "Save to collection…", taken once.
  const [offered, setOffered] = useState<OfferedCall | undefined>(takeOfferedCall);
  const [selectedId, setSelectedId] = useState<string>();
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    void collectionsStore.load();
  }, []);

  const selected = collections.find((c) => c.id === selectedId) ?? collections[0];

  const create = async (ev: FormEvent) => {
    ev.preventDefault();
    if (newName.trim() === '') {
      setNameError(t('collections.create.empty'));
      return;
    }
    const c = emptyCollection(freeName(newName, collections.map((x) => x.name)));
    await collectionsStore.put(c);
    setNewName('');
    setNameError(undefined);
    setSelectedId(c.id);
  };

  return (
    <div className="page collections-page">
      <div className="page-head">
        <h1>{t('collections.title')}</h1>
      </div>
      <p className="muted">
        <CodeText text={t('collections.intro')} />
      </p>
      {notice && (
        <p className="note" role="status" data-testid="collections-notice">
          <CodeText text={notice} />
        </p>
      )}
      {offered && loaded && (
        <OfferPanel
          offered={offered}
          collections={collections}
          onDone={(into, note) => {
            setOffered(undefined);
            if (into) setSelectedId(into);
            setNotice(note);
          }}
        />
      )}
      {!loaded ? (
        <p className="muted">{t('collections.loading')}</p>
      ) : (
        <>
          <nav aria-label={t('collections.list')}>
            {collections.length === 0 ? (
              <p className="muted">
                <CodeText text={t('collections.none')} />
              </p>
            ) : (
              <ul className="collection-list">
                {collections.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      className={`button small${c.id === selected?.id ? ' primary' : ''}`}
                      aria-current={c.id === selected?.id ? 'true' : undefined}
                      onClick={() => setSelectedId(c.id)}
                    >
                      {c.name} <span className="count">({t('collections.callCount', { count: c.calls.length })})</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </nav>
          <form className="create-row" onSubmit={(e) => void create(e)}>
            <Field label={t('collections.create.name')} error={nameError}>
              {(p) => <input {...p} value={newName} onChange={(e) => setNewName(e.target.value)} />}
            </Field>
            <button type="submit" className="button small">
              {t('collections.create.submit')}
            </button>
          </form>
          {selected && <CollectionView key={selected.id} collection={selected} onDeleted={() => setSelectedId(undefined)} />}
          <ImportPanel collections={collections} current={selected} onImported={setSelectedId} />
        </>
      )}
    </div>
  );
}
