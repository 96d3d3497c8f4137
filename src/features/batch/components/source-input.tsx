import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Largest file read (the text is kept in memory and in IndexedDB). */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Where the rows come from: a CSV file or pasted text (one replaces the other). */
export function SourceInput({ text, source, onText, onError }: { text: string; source: string; onText: (text: string, source: string) => void; onError: (message: string) => void }) {
  const { t } = useTranslation('batch');
  const fileId = useId();
  const pasteId = useId();
  return (
    <fieldset className="bw-source">
      <legend>{t('batch.source')}</legend>
      <label htmlFor={fileId} className="bw-label">
        {t('batch.upload')}
      </label>
      <input
        id={fileId}
        type="file"
        accept=".csv,.tsv,.txt,text/csv,text/plain"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > MAX_FILE_BYTES) {
            onError(t('batch.fileTooLarge', { mb: MAX_FILE_BYTES / 1024 / 1024 }));
            return;
          }
          onText(await file.text(), file.name);
        }}
      />
      {source && <p className="muted bw-source-name">{t('batch.fromFile', { name: source })}</p>}
      <label htmlFor={pasteId} className="bw-label">
        {t('batch.paste')}
      </label>
      <textarea id={pasteId} rows={5} value={text} spellCheck={false} autoComplete="off" placeholder={t('batch.pastePlaceholder')} onChange={(e) => onText(e.target.value, '')} />
    </fieldset>
  );
}
