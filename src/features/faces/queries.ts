import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FaceRecognizeResponse } from '../../../shared/contract/faces';
import { call } from '../../api/call';
import { apiClient } from '../../session/api-client';
import type { ProfileId } from '../../session/profiles';
import type { PreparedImage } from './browser/prepare-image';
import type { Refusal } from './model/image-gate';
import { countFaceImages, deleteFaceImage, deleteFaceImagesWithin, saveFaceImage } from './browser/image-store';
import { findEnrolledFace } from './model/enrolled-face';
import type { UploadMode } from './model/faces-url';
import { storedImageKey, type FaceScope } from './model/stored-image-key';

/**
 * Server state of the Faces page. Keys carry the profile, app-id, group and subject, so that
 * switching scope never shows another scope's cached answer. Every call passes the scope it was
 * made for explicitly (as well as the session carrying it), so a call started just before the
 * user switched subject still goes where it was meant to.
 */

/** Image calls run a detector on the service; give them longer than the default 15 s. */
const IMAGE_CALL_TIMEOUT_MS = 60_000;

export const faceQueries = {
  all: () => ['faces'] as const,
  app: (profileId: ProfileId, appId: string) => [...faceQueries.all(), profileId, appId] as const,
  groups: (profileId: ProfileId, appId: string) =>
    queryOptions({
      queryKey: [...faceQueries.app(profileId, appId), 'groups'] as const,
      queryFn: async ({ signal }) => (await call(apiClient, 'groupList', {}, { signal })).data,
      enabled: appId !== '',
    }),
  subjects: (profileId: ProfileId, appId: string, groupId: string) =>
    queryOptions({
      queryKey: [...faceQueries.app(profileId, appId), 'group', groupId, 'subjects'] as const,
      queryFn: async ({ signal }) => (await call(apiClient, 'subjectList', { groupId }, { signal })).data,
      enabled: appId !== '' && groupId !== '',
    }),
  faces: (profileId: ProfileId, scope: FaceScope) =>
    queryOptions({
      queryKey: [...faceQueries.app(profileId, scope.appId), 'group', scope.groupId, 'subject', scope.subjectId, 'faces'] as const,
      queryFn: async ({ signal }) => (await call(apiClient, 'faceList', { groupId: scope.groupId, subjectId: scope.subjectId }, { signal })).data,
      enabled: scope.appId !== '' && scope.groupId !== '' && scope.subjectId !== '',
    }),
  /** How many face images this browser keeps (all scopes). */
  storedCount: () => queryOptions({ queryKey: [...faceQueries.all(), 'stored-count'] as const, queryFn: countFaceImages }),
};

const storedCountKey = faceQueries.storedCount().queryKey;

/** A File with a name whose extension says what it is (multipart sends the name); bytes of no known image keep their own extension. */
function asFile(image: PreparedImage, label: string): File {
  const own = /\.([A-Za-z0-9]{1,8})$/.exec(label)?.[1] ?? 'bin';
  const ext = image.mediaType === 'image/png' ? 'png' : image.mediaType === 'image/jpeg' ? 'jpg' : own;
  const stem = label.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'face';
  return new File([image.blob], `${stem}.${ext}`, { type: image.mediaType });
}

/**
 * Enrols one face: lists the subject's faces, creates, lists again to learn the new face_id
 * (create answers `{}`), and keeps the image in this browser under that id. A failure of the
 * first list stops before anything is sent; after a successful create, a failed second list or
 * image store only costs the drawn image, never the enrolment. Never retried: POSTs are not.
 */
export async function enrolFace(args: { scope: FaceScope; image: PreparedImage; label: string; faceName: string; allowMask: boolean; mode: UploadMode }): Promise<{ faceId?: string }> {
  const { scope, image, faceName } = args;
  const target = { groupId: scope.groupId, subjectId: scope.subjectId };
  const before = (await call(apiClient, 'faceList', target)).data;
  await call(apiClient, 'faceCreate', { image: asFile(image, args.label), faceName, allowMask: args.allowMask, mode: args.mode, ...target }, { timeoutMs: IMAGE_CALL_TIMEOUT_MS });
  try {
    const after = (await call(apiClient, 'faceList', target)).data;
    const picture = image.picture;
    const face = findEnrolledFace(before, after, { faceName, width: picture?.width, height: picture?.height });
    if (!face) return {};
    // A picture this browser could not decode is not kept: it could not be drawn.
    if (picture) await saveFaceImage(storedImageKey(scope, face.face_id), { blob: image.blob, width: picture.width, height: picture.height, storedAt: Date.now() }).catch(() => undefined);
    return { faceId: face.face_id };
  } catch {
    return {};
  }
}

export function useEnrolSettled() {
  const qc = useQueryClient();
  return (profileId: ProfileId, scope: FaceScope) =>
    Promise.all([qc.invalidateQueries({ queryKey: faceQueries.faces(profileId, scope).queryKey }), qc.invalidateQueries({ queryKey: storedCountKey })]);
}

/*
 * A created group or subject goes into the cached list at once, before the refetch: the page
 * selects it right away, and a list without it would make the scope bar fall back to the first.
 */

export function useCreateGroup(profileId: ProfileId, appId: string) {
  const qc = useQueryClient();
  const key = faceQueries.groups(profileId, appId).queryKey;
  return useMutation({
    mutationFn: async (groupName: string) => (await call(apiClient, 'groupCreate', { groupName })).data,
    onSuccess: (created) => qc.setQueryData(key, (list) => (list ? [...list.filter((g) => g.group_id !== created.group_id), created] : [created])),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteGroup(profileId: ProfileId, appId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (groupId: string) => {
      await call(apiClient, 'groupDelete', { group_id: groupId });
      await deleteFaceImagesWithin({ appId, groupId }).catch(() => undefined);
    },
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: faceQueries.app(profileId, appId) }), qc.invalidateQueries({ queryKey: storedCountKey })]),
  });
}

export function useCreateSubject(profileId: ProfileId, appId: string, groupId: string) {
  const qc = useQueryClient();
  const key = faceQueries.subjects(profileId, appId, groupId).queryKey;
  return useMutation({
    mutationFn: async (subjectName: string) => (await call(apiClient, 'subjectCreate', { subjectName, groupId })).data,
    onSuccess: (created) => qc.setQueryData(key, (list) => (list ? [...list.filter((s) => s.subject_id !== created.subject_id), created] : [created])),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteSubject(profileId: ProfileId, appId: string, groupId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (subjectId: string) => {
      await call(apiClient, 'subjectDelete', { subject_id: subjectId, groupId });
      await deleteFaceImagesWithin({ appId, groupId, subjectId }).catch(() => undefined);
    },
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: [...faceQueries.app(profileId, appId), 'group', groupId] }), qc.invalidateQueries({ queryKey: storedCountKey })]),
  });
}

export function useDeleteFace(profileId: ProfileId, scope: FaceScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (faceId: string) => {
      await call(apiClient, 'faceDelete', { face_id: faceId, groupId: scope.groupId, subjectId: scope.subjectId });
      await deleteFaceImage(storedImageKey(scope, faceId)).catch(() => undefined);
    },
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: faceQueries.faces(profileId, scope).queryKey }), qc.invalidateQueries({ queryKey: storedCountKey })]),
  });
}

/** A request-id the service echoes; randomUUID needs a secure context, so there is a fallback. */
function requestId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `locus-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export interface RecognizeRequest {
  image: PreparedImage;
  label: string;
  /** What the in-browser gate refused the image for, when the user sent it anyway (shown with the answer). */
  overridden: readonly Refusal[];
  groupId: string;
  /** undefined: no threshold header, the service's default. */
  threshold: number | undefined;
  multi: boolean;
  mode: UploadMode;
}

export function useRecognize() {
  return useMutation({
    mutationFn: async (r: RecognizeRequest): Promise<FaceRecognizeResponse> =>
      (
        await call(
          apiClient,
          'faceRecognize',
          { image: asFile(r.image, r.label), mode: r.mode, threshold: r.threshold, multi: r.multi ? 1 : 0, groupId: r.groupId, requestId: requestId() },
          { timeoutMs: IMAGE_CALL_TIMEOUT_MS },
        )
      ).data,
  });
}
