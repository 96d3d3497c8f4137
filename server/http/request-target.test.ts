import { describe, expect, it } from 'vitest';
import { checkRequestTarget } from './request-target';

describe('checkRequestTarget', () => {
  it('passes a path on as sent', () => {
    expect(checkRequestTarget('/tmap/geo?x=1')).toEqual({ ok: true, target: '/tmap/geo?x=1', authority: null });
  });

  it('turns an absolute http(s) target into its path, raw, with its authority', () => {
    expect(checkRequestTarget('http://localhost:8080/tmap/../x?a=1')).toEqual({ ok: true, target: '/tmap/../x?a=1', authority: 'localhost:8080' });
    expect(checkRequestTarget('https://LOCALHOST')).toEqual({ ok: true, target: '/', authority: 'localhost' });
    expect(checkRequestTarget('http://localhost?q=1')).toEqual({ ok: true, target: '/?q=1', authority: 'localhost' });
  });

  it('refuses userinfo, other schemes, the asterisk form, broken URLs and control characters', () => {
    for (const raw of ['http://a@localhost/', 'http://a:b@localhost/x', 'ftp://localhost/x', '*', 'http://[::1', '?', 'x/y', '/a b', '/a\x00', '']) {
      expect(checkRequestTarget(raw).ok, raw).toBe(false);
    }
  });
});
