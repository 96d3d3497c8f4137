/** Placeholders used wherever a credential would otherwise be shown. */
export const PLACEHOLDERS = {
  appKey: '<API_KEY>',
  appId: '<APP_ID>',
} as const;

export interface Secrets {
  appKey?: string | undefined;
  appId?: string | undefined;
}

/** Replaces every occurrence of each secret (raw and URL-encoded) with its placeholder. */
export function redactText(text: string, secrets: Secrets): string {
  let out = text;
  for (const [name, value] of Object.entries(secrets) as [keyof Secrets, string | undefined][]) {
    if (!value) continue;
    const placeholder = PLACEHOLDERS[name];
    for (const form of new Set([value, encodeURIComponent(value)])) {
      out = out.split(form).join(placeholder);
    }
  }
  return out;
}

const SECRET_HEADERS: Record<string, keyof Secrets> = { appkey: 'appKey', 'app-id': 'appId' };

export function redactHeaders(headers: Record<string, string>, secrets: Secrets): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    const which = SECRET_HEADERS[k.toLowerCase()];
    out[k] = which ? PLACEHOLDERS[which] : redactText(v, secrets);
  }
  return out;
}
