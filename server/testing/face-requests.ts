import { expect } from 'vitest';
import { TEST_APP_ID, TEST_KEY, type TestApp } from './test-app';

/** Test support for /nugufacecan: requests with the face headers, and answer checks. */

export const OTHER_APP_ID = 'other-app';
/** Env for an app whose one key may use two face app-ids. */
export const TWO_APPS = { LOCUS_FACE_APPS: `${TEST_APP_ID}:${TEST_KEY},${OTHER_APP_ID}:${TEST_KEY}` };

export type HeaderMap = Record<string, string>;

function faceHeaders(extra: HeaderMap = {}, appId = TEST_APP_ID): HeaderMap {
  return { appKey: TEST_KEY, 'app-id': appId, ...extra };
}

export function send(a: TestApp, method: string, path: string, headers: HeaderMap = {}, body?: RequestInit["body"], appId = TEST_APP_ID): Promise<Response> {
  return a.get(`/nugufacecan/v1${path}`, body === undefined ? { method, headers: faceHeaders(headers, appId) } : { method, headers: faceHeaders(headers, appId), body });
}

/** A 200 answer's JSON. */
export async function ok<T = unknown>(res: Response): Promise<T> {
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return body as T;
}

/** A face envelope {message, code} with the vendor's text first; returns the message. */
export async function refused(res: Response, code: number, status = 400): Promise<string> {
  const body = (await res.json()) as { message: string; code: number };
  expect({ status: res.status, code: body.code }, body.message).toEqual({ status, code });
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  // The vendor text, then Korean in parentheses, then English in brackets.
  expect(body.message).toMatch(/^[a-zA-Z -]+ \(.+\) \[.+\]$/s);
  return body.message;
}

export async function createGroup(a: TestApp, name: string, appId = TEST_APP_ID): Promise<string> {
  const body = await ok<{ group_id: string }>(await send(a, 'POST', '/group', { 'group-name': name }, undefined, appId));
  return body.group_id;
}

export async function createSubject(a: TestApp, groupId: string, name: string, appId = TEST_APP_ID): Promise<string> {
  const body = await ok<{ subject_id: string }>(await send(a, 'POST', '/subject', { 'group-id': groupId, 'subject-name': name }, undefined, appId));
  return body.subject_id;
}

function dataUri(bytes: Uint8Array, type = 'image/png'): string {
  return `data:${type};name=face.png;base64,${Buffer.from(bytes).toString('base64')}`;
}

/** JSON body {image: data URI} with its Content-Type header. */
export function jsonImage(bytes: Uint8Array, type = 'image/png'): { headers: HeaderMap; body: string } {
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ image: dataUri(bytes, type) }) };
}

/** multipart/form-data with a file part image (fetch sets the Content-Type with its boundary). */
export function multipartImage(bytes: Uint8Array, type = 'image/png', name = 'face.png'): { headers: HeaderMap; body: FormData } {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return { headers: {}, body: form };
}

/** How UTF-8 text arrives in a header on the wire: its bytes, read one per character. */
export function asHeaderBytes(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}
