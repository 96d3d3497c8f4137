import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeText } from '../../../components/ui/code-text';
import type { CompareSide } from '../../../session/compare-link';
import { checkBaseUrl, PROFILE_IDS, type ProfileId } from '../../../session/profiles';
import { sessionStore } from '../../../session/session-store';

/** One side of the comparison: the profile it goes to, and a custom base URL's address. */
export function SidePicker({ name, side, onChange }: { name: 'left' | 'right'; side: CompareSide; onChange: (side: CompareSide) => void }) {
  const { t } = useTranslation('compare');
  const [base, setBase] = useState(side.base ?? '');
  const [seen, setSeen] = useState(side.base ?? '');
  if ((side.base ?? '') !== seen) {
    setSeen(side.base ?? '');
    setBase(side.base ?? '');
  }
  const problem = base.trim() === '' ? undefined : checkBaseUrl(base.trim());
  const apply = () => {
    const b = base.trim().replace(/\/+$/, '');
    if (b !== '' && checkBaseUrl(b) === undefined) onChange({ profileId: 'custom', base: b });
  };
  return (
    <fieldset className={`compare-side side-${name}`} data-testid={`compare-side-${name}`}>
      <legend>{t('compare.sideLegend', { side: t(`compare.side.${name}`) })}</legend>
      <label className="inline-field">
        <span>{t('compare.profile')}</span>
        <select
          value={side.profileId}
          onChange={(e) => {
            const id = e.target.value as ProfileId;
            onChange(id === 'custom' ? { profileId: 'custom', base: side.base ?? '' } : { profileId: id });
          }}
        >
          {PROFILE_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`settings.profiles.${id}`)}
            </option>
          ))}
        </select>
      </label>
      {side.profileId === 'custom' && (
        <form
          className="form-row"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <label className="inline-field grow">
            <span>{t('compare.baseUrl')}</span>
            <input
              type="url"
              value={base}
              onChange={(e) => setBase(e.target.value)}
              onBlur={apply}
              placeholder="http://127.0.0.1:8081"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={problem !== undefined || undefined}
            />
          </label>
          <button type="submit" className="button">
            {t('compare.useBaseUrl')}
          </button>
          {problem !== undefined && <p className="field-error">{t('compare.badBaseUrl')}</p>}
        </form>
      )}
    </fieldset>
  );
}

/** A side whose profile has no key stored: nothing is sent until one is given (kept in this tab's session only). */
export function KeyPrompt({ name, profileId }: { name: 'left' | 'right'; profileId: ProfileId }) {
  const { t } = useTranslation('compare');
  const [key, setKey] = useState('');
  const profile = t(`settings.profiles.${profileId}`);
  return (
    <form
      className="notice compare-key"
      data-testid={`compare-key-${name}`}
      onSubmit={(e) => {
        e.preventDefault();
        const appKey = key.trim();
        if (!appKey) return;
        sessionStore.update((s) => ({ ...s, credentials: { ...s.credentials, [profileId]: { ...s.credentials[profileId], appKey } } }));
      }}
    >
      <p role="status">{t('compare.needsKey', { profile })}</p>
      <div className="form-row">
        <label className="inline-field grow">
          <span>
            <CodeText text={t('settings.appKey')} />
          </span>
          <input type="password" value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" />
        </label>
        <button type="submit" className="button">
          {t('compare.saveKey')}
        </button>
      </div>
      <p className="muted small">{t('settings.sessionOnly')}</p>
    </form>
  );
}
