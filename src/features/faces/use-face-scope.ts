import { useCallback } from 'react';
import type { ProfileId } from '../../session/profiles';
import { sessionStore, useSession } from '../../session/session-store';
import type { FaceScope } from './model/stored-image-key';

/**
 * The scope the Faces page works in: app-id, group-id and subject-id of the active profile's
 * credentials. Choosing a group or subject writes it into the session (sessionStorage), so every
 * face call carries it and the Settings page shows it; it never goes into the URL.
 */
export function useFaceScope(): { profileId: ProfileId; scope: FaceScope; setScope: (patch: Partial<Omit<FaceScope, 'appId'>>) => void } {
  const session = useSession();
  const creds = session.credentials[session.profileId];
  const scope: FaceScope = { appId: creds.appId ?? '', groupId: creds.groupId ?? '', subjectId: creds.subjectId ?? '' };
  const setScope = useCallback((patch: Partial<Omit<FaceScope, 'appId'>>) => {
    sessionStore.update((s) => ({ ...s, credentials: { ...s.credentials, [s.profileId]: { ...s.credentials[s.profileId], ...patch } } }));
  }, []);
  return { profileId: session.profileId, scope, setScope };
}
