import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Face } from '../../../../shared/contract/faces';
import { loadFaceImage } from '../browser/image-store';
import { boxRect, cropAround, landmarkPoints } from '../model/landmarks';
import type { StoredImageKey } from '../model/stored-image-key';
import { FaceFigure } from './face-figure';

type Loaded = { kind: 'loading' } | { kind: 'none' } | { kind: 'image'; url: string; width: number; height: number };

/**
 * The image this browser enrolled for a face, with the service's box and 5 landmarks drawn on
 * it; a placeholder saying why there is none (enrolled elsewhere, or images were cleared).
 */
export function StoredFaceImage({ face, storageKey, version }: { face: Face; storageKey: StoredImageKey; version: number }) {
  const { t } = useTranslation('faces');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const keyText = JSON.stringify(storageKey);

  useEffect(() => {
    let live = true;
    let url: string | undefined;
    loadFaceImage(JSON.parse(keyText) as StoredImageKey).then(
      (stored) => {
        if (!live) return;
        if (!stored) {
          setLoaded({ kind: 'none' });
          return;
        }
        url = URL.createObjectURL(stored.blob);
        setLoaded({ kind: 'image', url, width: stored.width, height: stored.height });
      },
      () => live && setLoaded({ kind: 'none' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [keyText, version]);

  if (loaded.kind === 'image') {
    const rect = face.box ? boxRect(face.box) : undefined;
    const marks = face.box && rect ? [{ rect, points: landmarkPoints(face.box.landmark), tone: 'good' as const }] : [];
    return (
      <FaceFigure
        className="card-figure"
        src={loaded.url}
        width={loaded.width}
        height={loaded.height}
        marks={marks}
        crop={rect ? cropAround(rect, loaded) : undefined}
        alt={t('faces.gallery.imageAlt', { name: face.face_name ?? '', id: face.face_id })}
      />
    );
  }
  return (
    <div className="card-figure placeholder" data-testid="face-placeholder">
      <span>{loaded.kind === 'loading' ? t('faces.loading') : t('faces.gallery.noImage')}</span>
    </div>
  );
}
