/** Connection profiles: where requests go. Credentials are kept apart, in the session store. */
export type ProfileId = 'local' | 'sk' | 'custom';

export interface Profile {
  id: ProfileId;
  /** '' = the page's own origin (the emulator serves the console). */
  baseUrl: string;
}

export const SK_BASE_URL = 'https://apis.openapi.sk.com';

/** The emulator's documented demo credentials; the emulator's /_locus/info may announce others. */
export const DEMO_CREDENTIALS = { appKey: 'locus-demo-key', appId: 'locus-demo-app' } as const;

export function profileBaseUrl(id: ProfileId, customBaseUrl: string): string {
  switch (id) {
    case 'local':
      return '';
    case 'sk':
      return SK_BASE_URL;
    case 'custom':
      return customBaseUrl.trim().replace(/\/+$/, '');
  }
}

/** Validates a custom base URL; returns an error key or undefined. */
export function checkBaseUrl(value: string): 'required' | 'invalid' | 'scheme' | undefined {
  const v = value.trim();
  if (!v) return 'required';
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (url.username || url.password || url.search || url.hash) return 'invalid';
  return undefined;
}
