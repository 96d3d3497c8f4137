import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Face, FaceSubject } from '../../../../shared/contract/faces';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { DATA_MARK, MessageWithData } from '../../../components/ui/data-text';
import type { ProfileId } from '../../../session/profiles';
import { clearFaceImages } from '../browser/image-store';
import { storedImageKey, type FaceScope } from '../model/stored-image-key';
import { faceQueries, useDeleteFace } from '../queries';
import { ConfirmDialog } from './confirm-dialog';
import { FaceCard } from './face-card';
import { SubjectList } from './subject-list';

/**
 * The gallery: the group's subjects with their face counts, and the chosen subject's enrolled
 * faces as cards, deleted one by one with confirmation; and the face images this browser keeps,
 * counted, with a control that clears them all.
 */
export function FaceGallery({
  profileId,
  scope,
  subjects,
  onSelectSubject,
}: {
  profileId: ProfileId;
  scope: FaceScope;
  /** undefined while the group's subject list is loading. */
  subjects: readonly FaceSubject[] | undefined;
  onSelectSubject: (subjectId: string) => void;
}) {
  const { t } = useTranslation('faces');
  const qc = useQueryClient();
  const faces = useQuery(faceQueries.faces(profileId, scope));
  const stored = useQuery(faceQueries.storedCount());
  const remove = useDeleteFace(profileId, scope);
  const [deleting, setDeleting] = useState<Face | undefined>();
  const [clearing, setClearing] = useState(false);
  const [imagesVersion, setImagesVersion] = useState(0);
  const list = faces.data ?? [];
  const subjectName = subjects?.find((s) => s.subject_id === scope.subjectId)?.subject_name ?? '';

  const close = () => {
    remove.reset();
    setDeleting(undefined);
  };

  return (
    // Focusable from script: where focus goes when the face whose delete it was on is gone.
    <section className="face-gallery" aria-labelledby="face-gallery-heading" data-testid="face-gallery" tabIndex={-1}>
      <div className="gallery-top">
        <h2 id="face-gallery-heading">{t('faces.gallery.heading')}</h2>
        <span className="stored-images" data-testid="stored-images">
          {t('faces.gallery.stored', { count: stored.data ?? 0 })}
          <button type="button" className="link-button" disabled={!stored.data} onClick={() => setClearing(true)}>
            {t('faces.gallery.clearStored')}
          </button>
        </span>
      </div>
      <p className="field-hint">{t('faces.gallery.storedHint')}</p>
      <div className="gallery-body">
        <SubjectList profileId={profileId} scope={scope} subjects={subjects} onSelect={onSelectSubject} />
        {scope.subjectId !== '' && (
          <div className="subject-faces">
            <div className="gallery-head">
              <h3 id="face-gallery-title">
                <MessageWithData text={t('faces.gallery.title', { name: DATA_MARK })} data={subjectName || scope.subjectId} />
              </h3>
              <span className="badge" data-testid="face-count">
                {t('faces.gallery.count', { count: list.length })}
              </span>
            </div>
            {faces.isPending && <p className="muted">{t('faces.loading')}</p>}
            {faces.isError && <ErrorPanel error={faces.error} onRetry={() => void faces.refetch()} />}
            {faces.data && list.length === 0 && <p className="empty-result">{t('faces.gallery.empty')}</p>}
            {list.length > 0 && (
              <ul className="face-grid" aria-labelledby="face-gallery-title">
                {list.map((face) => (
                  <FaceCard key={face.face_id} face={face} storageKey={storedImageKey(scope, face.face_id)} imagesVersion={imagesVersion} onDelete={setDeleting} />
                ))}
              </ul>
            )}
          </div>
        )}
      </div>

      {deleting && (
        <ConfirmDialog
          title={t('faces.gallery.deleteTitle')}
          message={t('faces.gallery.deleteConfirm', { name: deleting.face_name ?? '', id: deleting.face_id })}
          confirmLabel={t('faces.delete')}
          pending={remove.isPending}
          error={remove.error}
          onClose={close}
          onConfirm={() => remove.mutate(deleting.face_id, { onSuccess: close })}
        />
      )}
      {clearing && (
        <ConfirmDialog
          title={t('faces.gallery.clearTitle')}
          message={t('faces.gallery.clearConfirm', { count: stored.data ?? 0 })}
          confirmLabel={t('faces.gallery.clearStored')}
          pending={false}
          onClose={() => setClearing(false)}
          onConfirm={() => {
            void clearFaceImages()
              .catch(() => undefined)
              .then(async () => {
                setImagesVersion((v) => v + 1);
                setClearing(false);
                await qc.invalidateQueries({ queryKey: faceQueries.storedCount().queryKey });
              });
          }}
        />
      )}
    </section>
  );
}
