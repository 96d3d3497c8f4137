import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FaceSubject } from '../../../../shared/contract/faces';
import type { ProfileId } from '../../../session/profiles';
import type { FaceScope } from '../model/stored-image-key';
import { faceQueries } from '../queries';
import { DataText } from '../../../components/ui/data-text';

/**
 * The group's subjects, each with how many faces it has enrolled (one face list per subject, the
 * same query the gallery shows, so an enrolment or a deletion updates the count); choosing one
 * shows its faces.
 */
export function SubjectList({
  profileId,
  scope,
  subjects,
  onSelect,
}: {
  profileId: ProfileId;
  scope: FaceScope;
  /** undefined while the group's subject list is loading. */
  subjects: readonly FaceSubject[] | undefined;
  onSelect: (subjectId: string) => void;
}) {
  const { t } = useTranslation('faces');
  const counts = useQueries({
    queries: (subjects ?? []).map((s) => faceQueries.faces(profileId, { appId: scope.appId, groupId: scope.groupId, subjectId: s.subject_id })),
  });
  if (subjects === undefined) return <p className="muted">{t('faces.loading')}</p>;
  if (subjects.length === 0) return <p className="empty-result">{t('faces.gallery.noSubjects')}</p>;
  return (
    <ul className="subject-list" aria-label={t('faces.gallery.subjects')}>
      {subjects.map((s, i) => {
        const faces = counts[i];
        const selected = s.subject_id === scope.subjectId;
        return (
          <li key={s.subject_id}>
            <button
              type="button"
              className={`subject-item ${selected ? 'selected' : ''}`}
              aria-pressed={selected}
              data-testid="subject-item"
              data-subject-id={s.subject_id}
              onClick={() => onSelect(s.subject_id)}
            >
              <span className="subject-name">{s.subject_name ? <DataText>{s.subject_name}</DataText> : t('faces.gallery.unnamed')}</span>
              <code className="subject-id">{s.subject_id}</code>
              <span className="subject-count" data-testid="subject-face-count">
                {faces?.data !== undefined ? t('faces.gallery.subjectFaces', { count: faces.data.length }) : faces?.isError ? t('faces.gallery.countFailed') : t('faces.loading')}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
