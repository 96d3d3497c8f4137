import { describe, expect, it } from 'vitest';
import { apiAnswerHeaderChanges, isDataType, mergedVary } from './api-answer-headers';

describe('API answer headers', () => {
  it('tells data from documents by content type', () => {
    for (const type of ['application/json;charset=UTF-8', 'application/problem+json', 'text/plain', 'application/javascript', 'image/png', 'IMAGE/JPEG']) {
      expect(isDataType(type), type).toBe(true);
    }
    for (const type of ['text/html', 'application/xhtml+xml', 'image/svg+xml', 'application/xml', 'text/xml', 'application/pdf', 'application/octet-stream', 'x/unknown', '', null]) {
      expect(isDataType(type), String(type)).toBe(false);
    }
  });

  it('leaves one Vary with each name once', () => {
    expect(mergedVary(['Origin, origin', 'Accept-Encoding,Origin'])).toBe('Origin, Accept-Encoding');
    expect(mergedVary(['Origin, *'])).toBe('*');
    expect(mergedVary([' , '])).toBeUndefined();
  });

  it('keeps an attachment the service chose, with its file name', () => {
    const changes = apiAnswerHeaderChanges(new Headers({ 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a.pdf"' }));
    expect(changes['Content-Disposition']).toBeUndefined();
    expect(apiAnswerHeaderChanges(new Headers({ 'content-type': 'text/html', 'content-disposition': 'inline' }))['Content-Disposition']).toBe('attachment');
  });
});
