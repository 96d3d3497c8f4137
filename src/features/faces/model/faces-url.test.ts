import { describe, expect, it } from 'vitest';
import { FACES_URL_DEFAULTS, parseFacesUrl, writeFacesUrl } from './faces-url';

describe('faces page URL state', () => {
  it('reads defaults from an empty query and writes nothing for them', () => {
    expect(parseFacesUrl(new URLSearchParams())).toEqual(FACES_URL_DEFAULTS);
    expect(writeFacesUrl(FACES_URL_DEFAULTS).toString()).toBe('');
  });

  it('round-trips every setting', () => {
    const state = { tab: 'recognize', pose: 'custom', customName: 'false_negative', allowMask: true, upload: 'json', threshold: 0.4, multi: true } as const;
    const written = writeFacesUrl(state);
    expect(written.toString()).toBe('tab=recognize&pose=custom&name=false_negative&mask=1&upload=json&threshold=0.4&multi=1');
    expect(parseFacesUrl(written)).toEqual(state);
  });

  it('ignores values it does not know and never carries credentials', () => {
    const parsed = parseFacesUrl(new URLSearchParams('tab=x&pose=up&threshold=7&upload=ftp&appKey=secret&group-id=G'));
    expect(parsed).toEqual(FACES_URL_DEFAULTS);
    expect(Object.keys(parsed)).not.toContain('appKey');
    // Other parameters in the base are kept as they were (not added by this page).
    expect(writeFacesUrl(FACES_URL_DEFAULTS, new URLSearchParams('x=1')).toString()).toBe('x=1');
  });
});
