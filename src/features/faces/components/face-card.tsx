import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Face } from '../../../../shared/contract/faces';
import { CopyButton } from '../../../components/ui/copy-button';
import { faceChips, isKnownValue, percent, type FaceChip } from '../model/face-chips';
import type { StoredImageKey } from '../model/stored-image-key';
import { StoredFaceImage } from './stored-face-image';
import { DataText } from '../../../components/ui/data-text';

/** One enrolled face: its image (when this browser has it), name, id and what the service saw. */
export function FaceCard({ face, storageKey, imagesVersion, onDelete }: { face: Face; storageKey: StoredImageKey; imagesVersion: number; onDelete: (face: Face) => void }) {
  const { t } = useTranslation('faces');
  return (
    <li className="face-card" data-testid="face-card" data-face-id={face.face_id}>
      <StoredFaceImage face={face} storageKey={storageKey} version={imagesVersion} />
      <div className="face-card-body">
        <div className="face-card-title">
          <strong className="face-name">{face.face_name ? <DataText>{face.face_name}</DataText> : t('faces.gallery.unnamed')}</strong>
          <button type="button" className="link-button danger" onClick={() => onDelete(face)} aria-label={t('faces.gallery.deleteFace', { name: face.face_name ?? '', id: face.face_id })}>
            {t('faces.delete')}
          </button>
        </div>
        <div className="face-id">
          <code>{face.face_id}</code>
          <CopyButton value={face.face_id} label="face_id" />
        </div>
        <ul className="face-chips" aria-label={t('faces.gallery.attributes')}>
          {faceChips(face).map((chip) => (
            <li key={chip.kind} className={`face-chip chip-${chip.kind}`} data-chip={chip.kind}>
              <ChipText chip={chip} />
            </li>
          ))}
        </ul>
        {face.image_width !== undefined && face.image_height !== undefined && (
          <p className="muted face-meta">{t('faces.gallery.imageSize', { width: face.image_width, height: face.image_height, engine: face.engine_version ?? '—' })}</p>
        )}
      </div>
    </li>
  );
}

function ChipText({ chip }: { chip: FaceChip }) {
  const { t } = useTranslation('faces');
  const word = (kind: 'gender' | 'expression' | 'attribute', value: string) => (isKnownValue(kind, value) ? t(`faces.values.${kind}.${value}` as ParseKeys<'faces'>) : value);
  switch (chip.kind) {
    case 'age':
      return <>{t('faces.chip.age', { age: chip.value })}</>;
    case 'gender':
      return <>{word('gender', chip.value)}</>;
    case 'expression':
      return <>{chip.score === undefined ? word('expression', chip.value) : t('faces.chip.expression', { expression: word('expression', chip.value), score: percent(chip.score) })}</>;
    case 'attribute':
      return <>{word('attribute', chip.value)}</>;
    case 'faceScore':
      return <>{t('faces.chip.faceScore', { score: chip.value.toFixed(2) })}</>;
  }
}
