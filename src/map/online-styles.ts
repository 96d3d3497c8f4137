import { DEFAULT_ONLINE_STYLES, ONLINE_STYLES_PATH, onlineStyleSetting, type OnlineStyles } from '../../shared/basemap-choice';

/**
 * The online vector basemap's style URLs in use: the server's (LOCUS_BASEMAP_STYLE, _DARK, given
 * at ONLINE_STYLES_PATH of the page's own host; never /_locus/info, a question for the emulator
 * alone, which a custom profile may point at a real service) when an emulator or proxy serves the console; else the build's
 * (VITE_LOCUS_BASEMAP_STYLE, _DARK, for a static host); else OpenFreeMap's. `off` switches one off.
 */

function styleUrl(v: unknown): string | null | undefined {
  if (v === null) return null;
  return typeof v === 'string' ? onlineStyleSetting(v, null) ?? undefined : undefined;
}

/** The styles the server's answer names, or undefined when it names none (a static host's page, an older emulator). */
export function stylesFromInfo(body: unknown): OnlineStyles | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const o = body as { name?: unknown; basemapStyle?: unknown };
  if (o.name !== 'locus-emulator' || typeof o.basemapStyle !== 'object' || o.basemapStyle === null) return undefined;
  const s = o.basemapStyle as { light?: unknown; dark?: unknown };
  const light = styleUrl(s.light);
  const dark = styleUrl(s.dark);
  return light === undefined || dark === undefined ? undefined : { light, dark };
}

/** The build's styles: an invalid value is ignored (the default stays). */
export function stylesFromBuild(env: { VITE_LOCUS_BASEMAP_STYLE?: string; VITE_LOCUS_BASEMAP_STYLE_DARK?: string }): OnlineStyles {
  const read = (value: string | undefined, fallback: string | null) => {
    const style = onlineStyleSetting(value, fallback);
    return style === undefined ? fallback : style;
  };
  return { light: read(env.VITE_LOCUS_BASEMAP_STYLE, DEFAULT_ONLINE_STYLES.light), dark: read(env.VITE_LOCUS_BASEMAP_STYLE_DARK, DEFAULT_ONLINE_STYLES.dark) };
}

/** Asks the page's own host; the build's styles when it does not say. */
export async function configuredOnlineStyles(fetchImpl: typeof fetch = fetch): Promise<OnlineStyles> {
  const build = stylesFromBuild(import.meta.env as { VITE_LOCUS_BASEMAP_STYLE?: string; VITE_LOCUS_BASEMAP_STYLE_DARK?: string });
  try {
    const res = await fetchImpl(ONLINE_STYLES_PATH, { cache: 'no-store', credentials: 'omit' });
    if (!res.ok) return build;
    return stylesFromInfo(JSON.parse(await res.text())) ?? build;
  } catch {
    return build;
  }
}
