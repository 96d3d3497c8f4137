import type { TFunction } from 'i18next';
import type { Refusal } from '../model/image-gate';

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** A gate refusal in the UI language, with the numbers that explain it. */
export function refusalText(t: TFunction<'faces'>, r: Refusal): string {
  switch (r.kind) {
    case 'type':
      return t('faces.refusal.type', { got: r.got || t('faces.refusal.unknownType') });
    case 'bytes':
      return t('faces.refusal.bytes', { size: mb(r.bytes) });
    case 'dimensions':
      return t('faces.refusal.dimensions', { width: r.width, height: r.height });
    case 'manyFaces':
      return t('faces.refusal.manyFaces', { count: r.count });
    case 'smallFace':
      return t('faces.refusal.smallFace', { size: r.size });
    case 'undecodable':
    case 'noFace':
    case 'detectorUnavailable':
      return t(`faces.refusal.${r.kind}`);
  }
}
