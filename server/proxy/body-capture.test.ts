import { describe, expect, it } from 'vitest';
import { bodyBytes, bodyFingerprint, captureBody, imagePlaceholder } from './body-capture';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 9)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 3)]);
const noImages = { keepImages: false, secrets: [] };

function multipart(boundary: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="face-name"\r\n\r\nfront\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    JPEG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

describe('captureBody', () => {
  it('keeps JSON as text and a binary body as base64', () => {
    expect(captureBody(Buffer.from('{"a":"서울"}'), 'application/json', noImages)).toEqual({ encoding: 'utf8', text: '{"a":"서울"}' });
    expect(captureBody(Buffer.from([0xff, 0xfe, 0x00]), 'application/octet-stream', noImages)).toEqual({ encoding: 'base64', data: '//4A' });
    expect(captureBody(new Uint8Array(0), null, noImages)).toEqual({ encoding: 'none' });
  });

  it('replaces data-URI and bare base64 images in JSON by a placeholder with size and hash', () => {
    const body = JSON.stringify({ image: `data:image/jpeg;base64,${JPEG.toString('base64')}`, other: PNG.toString('base64'), name: 'x' });
    const captured = captureBody(Buffer.from(body), 'application/json', noImages);
    expect(captured.encoding).toBe('utf8');
    const text = captured.encoding === 'utf8' ? captured.text : '';
    expect(JSON.parse(text)).toEqual({ image: imagePlaceholder(JPEG, 'image/jpeg'), other: imagePlaceholder(PNG, 'image/png'), name: 'x' });
    expect(imagePlaceholder(JPEG, 'image/jpeg')).toMatch(/^<image omitted: image\/jpeg, 504 bytes, sha256 [0-9a-f]{12}>$/);
  });

  it('replaces the image part of a multipart body and keeps the other parts', () => {
    const captured = captureBody(multipart('XyZ'), 'multipart/form-data; boundary=XyZ', noImages);
    const text = captured.encoding === 'utf8' ? captured.text : '';
    expect(text).toContain('name="face-name"\r\n\r\nfront\r\n');
    expect(text).toContain(`Content-Type: image/jpeg\r\n\r\n${imagePlaceholder(JPEG, 'image/jpeg')}\r\n--XyZ--`);
  });

  it('keeps images when asked, and an image body is never kept otherwise', () => {
    const kept = captureBody(multipart('XyZ'), 'multipart/form-data; boundary=XyZ', { keepImages: true, secrets: [] });
    expect(kept.encoding).toBe('base64');
    expect(Buffer.from(bodyBytes(kept)).equals(multipart('XyZ'))).toBe(true);
    expect(captureBody(JPEG, 'image/jpeg', noImages)).toEqual({ encoding: 'omitted', placeholder: imagePlaceholder(JPEG, 'image/jpeg') });
  });

  it('replaces secret values in text bodies', () => {
    expect(captureBody(Buffer.from('{"key":"k-123456"}'), 'application/json', { keepImages: false, secrets: ['k-123456'] })).toEqual({
      encoding: 'utf8',
      text: '{"key":"<REDACTED>"}',
    });
  });
});

describe('bodyFingerprint', () => {
  it('is the same for one multipart body sent with two boundaries', () => {
    expect(bodyFingerprint(multipart('aaa111'), 'multipart/form-data; boundary=aaa111')).toBe(
      bodyFingerprint(multipart('bbb222'), 'multipart/form-data; boundary="bbb222"'),
    );
    expect(bodyFingerprint(Buffer.from('{"a":1}'), 'application/json')).not.toBe(bodyFingerprint(Buffer.from('{"a":2}'), 'application/json'));
    expect(bodyFingerprint(new Uint8Array(0), null)).toBeNull();
  });
});
