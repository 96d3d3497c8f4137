import { checkHttpUrl, type HttpUrlProblem } from '../../shared/http-url';

/** Connection profiles: where requests go. Credentials are kept apart, in the session store. */
export type ProfileId = 'local' | 'sk' | 'proxy' | 'custom';

/** Every profile, in the order Settings offers them. */
export const PROFILE_IDS: readonly ProfileId[] = ['local', 'sk', 'proxy', 'custom'];

export function isProfileId(v: unknown): v is ProfileId {
  return PROFILE_IDS.includes(v as ProfileId);
}

export const SK_BASE_URL = 'https://apis.openapi.sk.com';

/** How to start this server as a proxy to the real service (Settings shows it for the proxy profile). */
export const PROXY_START_COMMAND = `LOCUS_UPSTREAM=${SK_BASE_URL} npm start`;

/** The emulator's documented demo credentials; the emulator's /_locus/info may announce others. */
export const DEMO_CREDENTIALS = { appKey: 'locus-demo-key', appId: 'locus-demo-app' } as const;

export function profileBaseUrl(id: ProfileId, customBaseUrl: string): string {
  switch (id) {
    case 'local':
      return '';
    // The same origin: this server forwards to the real service (LOCUS_UPSTREAM) or replays.
    case 'proxy':
      return '';
    case 'sk':
      return SK_BASE_URL;
    case 'custom':
      return customBaseUrl.trim().replace(/\/+$/, '');
  }
}

/** Validates a custom base URL (no query string: the client adds its own); returns an error key or undefined. */
export function checkBaseUrl(value: string): HttpUrlProblem | undefined {
  return checkHttpUrl(value, { allowQuery: false });
}
