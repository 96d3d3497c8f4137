import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { profileBaseUrl } from './profiles';
import { useSession, type SessionState } from './session-store';

/**
 * How messages name where requests go: "the local emulator" for the local profile only; any other
 * profile by its name and base URL ("SK open API (https://apis.openapi.sk.com)").
 */
export function profileWhere(t: (key: string, params?: Record<string, string>) => string, session: SessionState): string {
  if (session.profileId === 'local') return t('connection.where.local');
  const base = profileBaseUrl(session.profileId, session.customBaseUrl);
  const profile = t(`settings.profiles.${session.profileId}`);
  // A profile served through this page's own origin has no base URL of its own to show.
  return base === '' ? profile : t('connection.where.remote', { profile, base });
}

export function useProfileWhere(): string {
  const { t } = useTranslation();
  // The keys named above are in `common`; built from the profile id, they are checked by this file's test.
  return profileWhere((key, params) => t(key as ParseKeys, params), useSession());
}
