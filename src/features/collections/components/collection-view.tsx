import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeText } from '../../../components/ui/code-text';
import { Field } from '../../../components/ui/field';
import { redactText } from '../../../api/redact';
import { downloadText } from '../../../lib/download';
import { profileBaseUrl, type ProfileId } from '../../../session/profiles';
import { sessionStore, useSession } from '../../../session/session-store';
import { collectionsStore } from '../collections-store';
import { moveCall, type Collection, type SavedCall } from '../model/collection';
import { collectionFileName, exportCollection } from '../model/collection-file';
import { toPostman } from '../model/postman';
import { CallItem } from './call-item';
import { ProfileChoice, RunPanel } from './run-panel';

/** The text with every profile's key and app-id of the session replaced by placeholders. */
function withoutSessionSecrets(text: string): string {
  return Object.values(sessionStore.get().credentials).reduce((out, c) => redactText(out, { appKey: c.appKey, appId: c.appId }), text);
}

/** One collection: its name, its calls and their expectations, running it, exporting it. */
export function CollectionView({ collection, onDeleted }: { collection: Collection; onDeleted: () => void }) {
  const { t } = useTranslation('collections');
  const session = useSession();
  const [name, setName] = useState(collection.name);
  const [profile, setProfile] = useState<ProfileId>(session.profileId);
  const save = (calls: SavedCall[]) => void collectionsStore.put({ ...collection, calls });

  const rename = (ev: FormEvent) => {
    ev.preventDefault();
    if (name.trim() !== '' && name.trim() !== collection.name) void collectionsStore.put({ ...collection, name: name.trim() });
  };
  const remove = () => {
    if (!window.confirm(t('collections.collection.confirmDelete', { name: collection.name }))) return;
    void collectionsStore.remove(collection.id);
    onDeleted();
  };
  const exportFile = () => {
    const text = withoutSessionSecrets(exportCollection(collection, {}));
    downloadText(collectionFileName(collection.name, '.locus-collection.json'), text, 'application/json');
  };
  const exportPostman = () => {
    const base = profileBaseUrl(profile, session.customBaseUrl) || window.location.origin;
    const text = withoutSessionSecrets(JSON.stringify(toPostman(collection, base, {}), null, 2));
    downloadText(collectionFileName(collection.name, '.postman_collection.json'), text, 'application/json');
  };

  return (
    <article className="collection-view" data-testid="collection-view" aria-labelledby="collection-title">
      <h2 id="collection-title">{collection.name}</h2>
      <form className="rename-row" onSubmit={rename}>
        <Field label={t('collections.collection.name')}>{(p) => <input {...p} value={name} onChange={(e) => setName(e.target.value)} />}</Field>
        <div className="row-actions">
          <button type="submit" className="button small" disabled={name.trim() === '' || name.trim() === collection.name}>
            {t('collections.collection.rename')}
          </button>
          <button type="button" className="button small danger" onClick={remove}>
            {t('collections.collection.delete')}
          </button>
        </div>
      </form>

      <section className="detail-section" aria-labelledby="calls-title">
        <h3 id="calls-title">{t('collections.collection.calls')}</h3>
        {collection.calls.length === 0 ? (
          <p className="muted">{t('collections.collection.empty')}</p>
        ) : (
          <ol className="saved-calls">
            {collection.calls.map((c, i) => (
              <CallItem
                key={c.id}
                call={c}
                index={i}
                count={collection.calls.length}
                onMove={(d) => save(moveCall(collection.calls, i, d))}
                onRemove={() => save(collection.calls.filter((x) => x.id !== c.id))}
                onExpectations={(expectations) => save(collection.calls.map((x) => (x.id === c.id ? { ...x, expectations } : x)))}
              />
            ))}
          </ol>
        )}
      </section>

      <ProfileChoice value={profile} onChange={setProfile} />
      <RunPanel key={`${collection.id}-${profile}`} calls={collection.calls} profile={profile} />

      <section className="detail-section" aria-labelledby="export-title">
        <h3 id="export-title">{t('collections.transfer.exportTitle')}</h3>
        <div className="row-actions wrap">
          <button type="button" className="button small" onClick={exportFile} data-testid="export-collection">
            {t('collections.transfer.export')}
          </button>
          <button type="button" className="button small" onClick={exportPostman} data-testid="export-postman">
            {t('collections.transfer.postman')}
          </button>
        </div>
        <p className="muted small">
          <CodeText text={t('collections.transfer.postmanNote', { variable: '{{appKey}}' })} />
        </p>
      </section>
    </article>
  );
}
