import { useQueries } from '@tanstack/react-query';
import type { FaceSubject } from '../../../shared/contract/faces';
import type { ProfileId } from '../../session/profiles';
import type { FaceScope } from './model/stored-image-key';
import type { GalleryFace } from './model/threshold-preview';
import { faceQueries } from './queries';

/**
 * Every enrolled face of the group with its subject, from the face list of each subject (the same
 * queries the gallery's subject list makes, so no request of its own): what a recognition's
 * face_id is looked up in.
 */
export function useGroupFaces(profileId: ProfileId, scope: Pick<FaceScope, 'appId' | 'groupId'>, subjects: readonly FaceSubject[] | undefined): GalleryFace[] {
  const list = subjects ?? [];
  return useQueries({
    queries: list.map((s) => faceQueries.faces(profileId, { appId: scope.appId, groupId: scope.groupId, subjectId: s.subject_id })),
    combine: (answers) =>
      answers.flatMap((answer, i) => {
        const subject = list[i];
        if (!subject || !answer.data) return [];
        return answer.data.map((face) => ({ faceId: face.face_id, faceName: face.face_name ?? '', subjectId: subject.subject_id, subjectName: subject.subject_name ?? '' }));
      }),
  });
}
