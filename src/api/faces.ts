import {
  parseDataUri,
  type FaceCreateParams,
  type FaceCreateResponse,
  type FaceDeleteParams,
  type FaceDeleteResponse,
  type FaceDetectParams,
  type FaceDetectResponse,
  type FaceListParams,
  type FaceListResponse,
  type FaceRecognizeParams,
  type FaceRecognizeResponse,
  type GroupCreateParams,
  type GroupCreateResponse,
  type GroupDeleteParams,
  type GroupDeleteResponse,
  type GroupListParams,
  type GroupListResponse,
  type ImageSource,
  type SubjectCreateParams,
  type SubjectCreateResponse,
  type SubjectDeleteParams,
  type SubjectDeleteResponse,
  type SubjectListParams,
  type SubjectListResponse,
  type UploadMode,
} from '../../shared/contract/faces';
import { requestSpecFor } from './request-spec';
import type { ApiResponse, CallOptions, RequestBody, RequestSender } from './types';

/*
 * Face service (/nugufacecan/v1). The client adds appKey, app-id, group-id and subject-id from
 * the stored credentials; groupId / subjectId given here are sent as overriding headers.
 */

type HeaderMap = Record<string, string | undefined>;

/** Scope headers that override the stored ones, only for the values given. */
function scopeHeaders(scope: { groupId?: string | undefined; subjectId?: string | undefined }): HeaderMap {
  const headers: HeaderMap = {};
  if (scope.groupId) headers['group-id'] = scope.groupId;
  if (scope.subjectId) headers['subject-id'] = scope.subjectId;
  return headers;
}

/** Sets a header only when it has a value, so that absent headers stay absent. */
function withHeader(headers: HeaderMap, name: string, value: string | undefined): HeaderMap {
  if (value !== undefined && value !== '') headers[name] = value;
  return headers;
}

// ---- image encoding --------------------------------------------------------------------------------

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function fileName(blob: Blob): string | undefined {
  return typeof File !== 'undefined' && blob instanceof File && blob.name ? blob.name : undefined;
}

/** data:<type>[;name=<file>];base64,<data>: the form a JSON upload carries. */
export async function blobToDataUri(blob: Blob, name = fileName(blob)): Promise<string> {
  const type = blob.type || 'image/jpeg';
  const base64 = bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
  const nameParam = name ? `;name=${encodeURIComponent(name)}` : '';
  return `data:${type}${nameParam};base64,${base64}`;
}

/** The Blob a data URI holds (with its file name when the URI names one). */
export function dataUriToBlob(uri: string): { blob: Blob; name?: string } {
  const parsed = parseDataUri(uri);
  if (!parsed) throw new TypeError('Not a base64 data URI');
  const blob = new Blob([base64ToBytes(parsed.base64)], { type: parsed.mediaType });
  return parsed.name === undefined ? { blob } : { blob, name: parsed.name };
}

/** The request body carrying an image: JSON {image: dataUri} or multipart part "image". */
export async function imageBody(image: ImageSource, mode: UploadMode): Promise<RequestBody> {
  if (mode === 'json') {
    const dataUri = typeof image === 'string' ? image : await blobToDataUri(image);
    return { kind: 'json', value: { image: dataUri } };
  }
  const form = new FormData();
  if (typeof image === 'string') {
    const { blob, name } = dataUriToBlob(image);
    form.append('image', blob, name ?? 'image.jpg');
  } else {
    form.append('image', image, fileName(image) ?? 'image.jpg');
  }
  return { kind: 'form', value: form };
}

// ---- faces -------------------------------------------------------------------------------------------

/** Faces stored for the subject. */
export function faceList(
  client: RequestSender,
  params: FaceListParams = {},
  options?: CallOptions,
): Promise<ApiResponse<FaceListResponse>> {
  const spec = requestSpecFor('faceList', { headers: scopeHeaders(params) });
  return client.request(spec, options);
}

/**
 * Enrols a face for the subject. Headers face-name and, when allowMask is set, allow-mask
 * (a presence flag). Answers 200 with {} or an empty body.
 */
export async function faceCreate(
  client: RequestSender,
  params: FaceCreateParams,
  options?: CallOptions,
): Promise<ApiResponse<FaceCreateResponse>> {
  const headers = scopeHeaders(params);
  headers['face-name'] = params.faceName;
  if (params.allowMask) headers['allow-mask'] = 'true';
  withHeader(headers, 'key', params.key);
  const body = await imageBody(params.image, params.mode);
  return client.request(requestSpecFor('faceCreate', { headers, body }), options);
}

/** Deletes one face of the subject. */
export function faceDelete(
  client: RequestSender,
  params: FaceDeleteParams,
  options?: CallOptions,
): Promise<ApiResponse<FaceDeleteResponse>> {
  const spec = requestSpecFor('faceDelete', {
    pathValues: { face_id: params.face_id },
    headers: scopeHeaders(params),
  });
  return client.request(spec, options);
}

// ---- groups --------------------------------------------------------------------------------------------

/** Groups of the app. */
export function groupList(
  client: RequestSender,
  params: GroupListParams = {},
  options?: CallOptions,
): Promise<ApiResponse<GroupListResponse>> {
  void params;
  return client.request(requestSpecFor('groupList'), options);
}

/** Creates a group (header group-name; no Korean). */
export function groupCreate(
  client: RequestSender,
  params: GroupCreateParams,
  options?: CallOptions,
): Promise<ApiResponse<GroupCreateResponse>> {
  const spec = requestSpecFor('groupCreate', { headers: { 'group-name': params.groupName } });
  return client.request(spec, options);
}

/** Deletes a group. */
export function groupDelete(
  client: RequestSender,
  params: GroupDeleteParams,
  options?: CallOptions,
): Promise<ApiResponse<GroupDeleteResponse>> {
  const spec = requestSpecFor('groupDelete', { pathValues: { group_id: params.group_id } });
  return client.request(spec, options);
}

// ---- subjects ------------------------------------------------------------------------------------------

/** Subjects of the group (optionally only the one named by subjectName). */
export function subjectList(
  client: RequestSender,
  params: SubjectListParams = {},
  options?: CallOptions,
): Promise<ApiResponse<SubjectListResponse>> {
  const headers = withHeader(scopeHeaders({ groupId: params.groupId }), 'subject-name', params.subjectName);
  return client.request(requestSpecFor('subjectList', { headers }), options);
}

/** Creates a subject in the group (header subject-name; unique in the group). */
export function subjectCreate(
  client: RequestSender,
  params: SubjectCreateParams,
  options?: CallOptions,
): Promise<ApiResponse<SubjectCreateResponse>> {
  const headers = scopeHeaders({ groupId: params.groupId });
  headers['subject-name'] = params.subjectName;
  return client.request(requestSpecFor('subjectCreate', { headers }), options);
}

/** Deletes a subject of the group. */
export function subjectDelete(
  client: RequestSender,
  params: SubjectDeleteParams,
  options?: CallOptions,
): Promise<ApiResponse<SubjectDeleteResponse>> {
  const spec = requestSpecFor('subjectDelete', {
    pathValues: { subject_id: params.subject_id },
    headers: scopeHeaders({ groupId: params.groupId }),
  });
  return client.request(spec, options);
}

// ---- detect / recognize --------------------------------------------------------------------------------

/** Detects and analyses the faces in an image (no stored data involved). */
export async function faceDetect(
  client: RequestSender,
  params: FaceDetectParams,
  options?: CallOptions,
): Promise<ApiResponse<FaceDetectResponse>> {
  const headers = withHeader({}, 'key', params.key);
  const body = await imageBody(params.image, params.mode);
  return client.request(requestSpecFor('faceDetect', { headers, body }), options);
}

/** Finds the group's subject closest to the face (or faces, with multi=1) in an image. */
export async function faceRecognize(
  client: RequestSender,
  params: FaceRecognizeParams,
  options?: CallOptions,
): Promise<ApiResponse<FaceRecognizeResponse>> {
  const headers = scopeHeaders({ groupId: params.groupId });
  withHeader(headers, 'multi', params.multi === undefined ? undefined : String(params.multi));
  withHeader(headers, 'threshold', params.threshold === undefined ? undefined : String(params.threshold));
  withHeader(headers, 'request-id', params.requestId);
  if (params.useSpoof) headers['use-spoof'] = 'true';
  withHeader(headers, 'key', params.key);
  const body = await imageBody(params.image, params.mode);
  return client.request(requestSpecFor('faceRecognize', { headers, body }), options);
}
