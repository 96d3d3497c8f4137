import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfileId } from '../../../session/profiles';
import type { FaceScope } from '../model/stored-image-key';
import { pickId } from '../model/scope-pick';
import { faceQueries, useCreateGroup, useCreateSubject, useDeleteGroup, useDeleteSubject } from '../queries';
import { ScopePicker } from './scope-picker';

/**
 * Which group and subject the page works in, from the service's lists. The choice is written to
 * the session's credentials (group-id, subject-id), never to the URL. An id the lists do not
 * know (a default, a deleted group) is replaced by the first one listed.
 */
export function ScopeBar({ profileId, scope, setScope }: { profileId: ProfileId; scope: FaceScope; setScope: (patch: Partial<Omit<FaceScope, 'appId'>>) => void }) {
  const { t } = useTranslation('faces');
  const groups = useQuery(faceQueries.groups(profileId, scope.appId));
  const subjects = useQuery(faceQueries.subjects(profileId, scope.appId, scope.groupId));
  const createGroup = useCreateGroup(profileId, scope.appId);
  const deleteGroup = useDeleteGroup(profileId, scope.appId);
  const createSubject = useCreateSubject(profileId, scope.appId, scope.groupId);
  const deleteSubject = useDeleteSubject(profileId, scope.appId, scope.groupId);

  useEffect(() => {
    const id = pickId(groups.data, scope.groupId, (g) => g.group_id);
    if (id !== undefined && id !== scope.groupId) setScope({ groupId: id, subjectId: '' });
  }, [groups.data, scope.groupId, setScope]);

  useEffect(() => {
    // The list's key holds the group, so its data is always the current group's subjects.
    if (scope.groupId === '') return;
    const id = pickId(subjects.data, scope.subjectId, (s) => s.subject_id);
    if (id !== undefined && id !== scope.subjectId) setScope({ subjectId: id });
  }, [subjects.data, scope.groupId, scope.subjectId, setScope]);

  if (scope.appId === '') return <p className="note">{t('faces.noAppId')}</p>;

  return (
    <section className="face-scope" aria-label={t('faces.scope')}>
      <ScopePicker
        kind="group"
        items={(groups.data ?? []).map((g) => ({ id: g.group_id, name: g.group_name ?? '' }))}
        selected={scope.groupId}
        loading={groups.isPending}
        listError={groups.error}
        onRetry={() => void groups.refetch()}
        onSelect={(groupId) => setScope({ groupId, subjectId: '' })}
        create={{ pending: createGroup.isPending, error: createGroup.error, reset: createGroup.reset, run: async (name) => (await createGroup.mutateAsync(name)).group_id }}
        remove={{ pending: deleteGroup.isPending, error: deleteGroup.error, reset: deleteGroup.reset, run: (id) => deleteGroup.mutateAsync(id) }}
      />
      <ScopePicker
        kind="subject"
        disabled={scope.groupId === ''}
        items={(subjects.data ?? []).map((s) => ({ id: s.subject_id, name: s.subject_name ?? '' }))}
        selected={scope.subjectId}
        loading={subjects.isFetching && !subjects.data}
        listError={subjects.error}
        onRetry={() => void subjects.refetch()}
        onSelect={(subjectId) => setScope({ subjectId })}
        create={{ pending: createSubject.isPending, error: createSubject.error, reset: createSubject.reset, run: async (name) => (await createSubject.mutateAsync(name)).subject_id }}
        remove={{ pending: deleteSubject.isPending, error: deleteSubject.error, reset: deleteSubject.reset, run: (id) => deleteSubject.mutateAsync(id) }}
      />
    </section>
  );
}
