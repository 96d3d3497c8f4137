import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Files in: drop them on the zone or pick them with the button (the file input is the keyboard
 * path). Any file is accepted here; the gate says why one cannot be sent.
 */
export function ImageDrop({ label, limits, multiple = true, onFiles }: { label: string; limits: string; multiple?: boolean; onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('faces');
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    const files = [...e.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <div
      className={`image-drop ${over ? 'over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p className="muted">{t('faces.drop.hint')}</p>
      {/* The native control's own text follows the browser's language, not the console's: it is
          hidden (still focusable) and the label, styled as a button, speaks for it. */}
      <label className="button file-pick">
        <span>{label}</span>
        <input
          className="visually-hidden"
          type="file"
          accept="image/*"
          multiple={multiple}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            // Cleared so that picking the same file again is seen as a change.
            e.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
      <p className="field-hint">{limits}</p>
    </div>
  );
}
