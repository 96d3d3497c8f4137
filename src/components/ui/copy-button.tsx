import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from './icons';

/** Copies a text value; says so for a moment. */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={`${t('explore.copy')}${label ? `: ${label}` : ''}`}
      title={t('explore.copy')}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setDone(true);
          setTimeout(() => setDone(false), 1200);
        });
      }}
    >
      {done ? <span className="copied">{t('explore.copied')}</span> : <CopyIcon />}
    </button>
  );
}
