import { describe, expect, it } from 'vitest';
import { identifyAnswer } from './service-identity';

const INDEX_HTML = '<!doctype html>\n<html lang="ko"><head><title>Locus</title></head><body><div id="root"></div></body></html>';

describe('identifyAnswer', () => {
  it("recognises the emulator's health answer by its name", () => {
    const r = identifyAnswer({ status: 200, contentType: 'application/json', bodyText: '{"status":"ok","service":"locus-emulator","version":"0.1.0"}', expect: 'emulator' });
    expect(r).toEqual({ kind: 'emulator', detail: 'locus-emulator 0.1.0', webPage: false });
  });

  it("is not fooled by a static host's fallback page answering 200", () => {
    const r = identifyAnswer({ status: 200, contentType: 'text/html; charset=utf-8', bodyText: INDEX_HTML, expect: 'emulator' });
    expect(r).toEqual({ kind: 'not-the-service', detail: 'HTTP 200, text/html (a web page)', webPage: true });
  });

  it('sees a web page by its first bytes when the host sends it under another type', () => {
    const r = identifyAnswer({ status: 200, contentType: 'text/plain', bodyText: `\n  ${INDEX_HTML}`, expect: 'service' });
    expect(r.kind).toBe('not-the-service');
    expect(r.webPage).toBe(true);
  });

  it('does not take other JSON for the emulator', () => {
    for (const bodyText of ['{"status":"ok"}', '{"status":"ok","service":"something-else"}', '[]', 'ok']) {
      expect(identifyAnswer({ status: 200, contentType: 'application/json', bodyText, expect: 'emulator' }).kind).toBe('not-the-service');
    }
    const notFound = identifyAnswer({ status: 404, contentType: null, bodyText: '', expect: 'emulator' });
    expect(notFound).toMatchObject({ kind: 'not-the-service', detail: 'HTTP 404, no content type' });
  });

  it("counts the gateway's, the face service's and the zone service's error envelopes as the service", () => {
    const bodies = [
      '{"error":{"id":"401","category":"gw","code":"UNAUTHORIZED","message":"Unauthorized"}}',
      '{"error":{"id":"400","category":"tmap","code":"9401","message":"필수 파라메터가 없습니다."}}',
      '{"message":"Invalid app-id","code":3004}',
      '{"resultCode":"4001","resultMessage":"필수 파라미터가 없습니다."}',
    ];
    for (const bodyText of bodies) {
      expect(identifyAnswer({ status: 403, contentType: 'application/json', bodyText, expect: 'service' }).kind).toBe('service');
    }
  });

  it('counts a successful JSON, XML or JavaScript answer as the service', () => {
    const answers = [
      '{"coordinateInfo":{"coordType":"WGS84GEO","lat":"37.5665","lon":"126.978"}}',
      '<?xml version="1.0" encoding="UTF-8"?><addressInfo><fullAddress>서울특별시 중구 태평로1가 31</fullAddress></addressInfo>',
      'cb({"addressInfo":{"fullAddress":"서울특별시 중구"}})',
    ];
    for (const bodyText of answers) {
      expect(identifyAnswer({ status: 200, contentType: 'application/json', bodyText, expect: 'service' }).kind).toBe('service');
    }
  });

  it("takes an error status without the platform's envelope as something else (a proxy or a host's error page)", () => {
    const r = identifyAnswer({ status: 502, contentType: 'text/plain', bodyText: 'Bad Gateway', expect: 'service' });
    expect(r).toEqual({ kind: 'not-the-service', detail: 'HTTP 502, text/plain', webPage: false });
    expect(identifyAnswer({ status: 200, contentType: 'text/plain', bodyText: '', expect: 'service' }).kind).toBe('not-the-service');
  });
});
