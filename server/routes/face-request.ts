/**
 * Reading a face request: the scope headers resolved against the store, header names, and the
 * image body. Each reader throws the face failure the service would answer (face-failures.ts).
 * The header values come from the route's request (defineRoute reads them per the contract).
 */
import { faceImageJsonBodySchema, HEADER_NAME_RULES, headerNameSchema, parseDataUri } from '../../shared/contract/faces';
import { firstRule } from '../../shared/contract/rules';
import type { LocusContext } from '../http/locus-env';
import { FACE_SERVICE_ID, type FaceGroup, type FaceStore, type FaceSubject } from '../domain/face-store';
import type { FaceCode } from '../../shared/contract/envelopes';
import { faceFailure } from './face-failures';

/** A header's value, trimmed; undefined when absent or blank. */
export function headerValue(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  return value ? value : undefined;
}

/** The app-id the gateway accepted (always set on /nugufacecan routes). */
export function appIdOf(c: LocusContext): string {
  const appId = c.get('appId');
  if (appId === undefined) throw new Error('face route reached without the gateway app-id check');
  return appId;
}

/** An id from a header or the path: absent or not 10 upper-case alphanumerics → `code`. */
function serviceId(value: string | undefined, what: string, code: FaceCode): string {
  if (value === undefined) throw faceFailure(code, `${what}가 없습니다`, `${what} is required`);
  if (!FACE_SERVICE_ID.test(value)) {
    throw faceFailure(code, `${what}는 대문자와 숫자 10자리입니다: ${value}`, `${what} must be 10 upper-case letters or digits, got "${value}"`);
  }
  return value;
}

/** A group of the caller's app by id: malformed or absent → 1002, unknown (or another app's) → 1003. */
export function groupById(c: LocusContext, store: FaceStore, id: string | undefined): FaceGroup {
  const groupId = serviceId(id, 'group-id', 1002);
  const group = store.findGroup(appIdOf(c), groupId);
  if (!group) throw faceFailure(1003, `그룹이 없습니다: ${groupId}`, `no group ${groupId} in this app`);
  return group;
}

/** The group named by the group-id header (its value as sent). */
export function headerGroup(c: LocusContext, store: FaceStore, groupId: string | undefined): FaceGroup {
  return groupById(c, store, headerValue(groupId));
}

/** A subject of the group by id: malformed or absent → 2001, unknown → 2002. */
export function subjectById(store: FaceStore, group: FaceGroup, id: string | undefined): FaceSubject {
  const subjectId = serviceId(id, 'subject-id', 2001);
  const subject = store.findSubject(group, subjectId);
  if (!subject) throw faceFailure(2002, `그룹 ${group.group_id}에 대상자가 없습니다: ${subjectId}`, `no subject ${subjectId} in group ${group.group_id}`);
  return subject;
}

/** The group and subject named by the group-id and subject-id headers (their values as sent). */
export function headerSubject(c: LocusContext, store: FaceStore, headers: { 'group-id'?: string | undefined; 'subject-id'?: string | undefined }): FaceSubject {
  return subjectById(store, headerGroup(c, store, headers['group-id']), headerValue(headers['subject-id']));
}

/** A path id of a face: malformed → 3002. */
export function faceIdFromPath(value: string): string {
  return serviceId(value.trim() === '' ? undefined : value, 'face_id', 3002);
}

/** A name header (group-name, subject-name, face-name) as sent: required, printable ASCII ("한글 미지원"). */
export function headerName(raw: string | undefined, name: string, code: FaceCode): string {
  const parsed = headerNameSchema.safeParse(raw ?? '');
  if (parsed.success) return parsed.data;
  if (firstRule(parsed.error)?.id === HEADER_NAME_RULES.required.id) throw faceFailure(code, `${name} 헤더가 없습니다`, `header ${name} is required`);
  // Headers arrive as bytes; UTF-8 Korean shows up as characters ≥ 0x80 here.
  throw faceFailure(code, `${name}에는 영문, 숫자, 기호만 쓸 수 있습니다 (한글 미지원)`, `${name} must be printable ASCII; Korean is not supported`);
}

const IMAGE_FORMS = 'send JSON {"image": "data:image/jpeg;base64,…"} or multipart/form-data with a part named image';
const IMAGE_FORMS_KO = 'JSON {"image": "data:image/jpeg;base64,…"} 또는 image 파트가 있는 multipart/form-data로 보내 주세요';

function noImage(why: string, whyKo: string): never {
  throw faceFailure(4000, `${whyKo}. ${IMAGE_FORMS_KO}`, `${why}; ${IMAGE_FORMS}`);
}

/** The bytes of a data URI; 4002 when the text is not one. The claimed media type is not trusted. */
function dataUriBytes(text: string): Uint8Array {
  const parsed = faceImageJsonBodySchema.safeParse({ image: text }).success ? parseDataUri(text) : undefined;
  if (!parsed) throw faceFailure(4002, 'image는 base64 데이터 URI여야 합니다', 'image must be a base64 data URI (data:image/jpeg;base64,…)');
  const bytes = Buffer.from(parsed.base64, 'base64');
  if (bytes.length === 0) noImage('the data URI holds no data', '데이터 URI가 비어 있습니다');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The uploaded image's bytes. The interface sends JSON {image: data URI}; the vendor's tutorial
 * and real clients send multipart/form-data with a file part `image` (api-facts §12): both are
 * read. A multipart `image` part may also be a data-URI text field. Other parts (ir, depth) are
 * ignored. Nothing readable as an image → 4000; an image that is not a data URI → 4002.
 */
export async function readImage(c: LocusContext): Promise<Uint8Array> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    let part: File | string | null;
    try {
      part = (await c.req.formData()).get('image');
    } catch {
      noImage('the multipart body could not be read', 'multipart 본문을 읽을 수 없습니다');
    }
    if (part === null) noImage('the multipart body has no part named image', 'multipart 본문에 image 파트가 없습니다');
    if (typeof part === 'string') return dataUriBytes(part.trim());
    const bytes = new Uint8Array(await part.arrayBuffer());
    if (bytes.length === 0) noImage('the image part is empty', 'image 파트가 비어 있습니다');
    return bytes;
  }
  const text = await c.req.text();
  if (text.trim() === '') noImage('the body is empty', '본문이 비어 있습니다');
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    noImage('the body is not JSON', '본문이 JSON이 아닙니다');
  }
  const image = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).image : undefined;
  if (image === undefined || image === null || image === '') noImage('the JSON body has no image', 'JSON 본문에 image가 없습니다');
  if (typeof image !== 'string') throw faceFailure(4002, 'image는 base64 데이터 URI 문자열이어야 합니다', 'image must be a base64 data URI string');
  return dataUriBytes(image.trim());
}
