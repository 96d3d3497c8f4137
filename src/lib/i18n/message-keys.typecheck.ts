/**
 * Type-level checks of the typed message keys (compiled by `npm run typecheck`, never run): a key
 * that is not in the namespace named, nor in `common`, is a compile error.
 */
import { useTranslation } from 'react-i18next';

export function MessageKeysAreTyped(): string[] {
  const common = useTranslation().t;
  const zones = useTranslation('zones').t;
  return [
    common('nav.zones'),
    zones('zones.title'),
    // A page's t reads `common` too, and the explanations of answers.
    zones('errors.title'),
    zones('errors.INVALID_API_KEY.title'),
    common('deviation.repaired'),
    common('staticHost.toSettings'),
    // @ts-expect-error: no such key anywhere
    common('no.such.key'),
    // @ts-expect-error: a misspelt key of the page's own namespace
    zones('zones.tilte'),
    // @ts-expect-error: another page's key is not the Zones page's
    zones('faces.title'),
    // @ts-expect-error: a page's key is not the shell's
    common('zones.title'),
  ];
}
