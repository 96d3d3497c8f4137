import { faceRecognizeHeadersSchema } from '../../shared/contract/faces';
import type { LocusContext } from '../http/locus-env';
import type { RouteModule } from './route-module';
import { enrolmentVerdict } from '../domain/face-enrolment';
import type { AnalysedFace, FaceAnalyser, ImageAnalysis } from '../domain/face-engine';
import { FaceImageError } from '../domain/face-image';
import { FaceBusyError } from '../domain/face-pool';
import { nearestFace, RECOGNIZE_DEFAULT_THRESHOLD } from '../domain/face-match';
import { createFaceStore, newTransactionId, type FaceGroup, type GalleryFace } from '../domain/face-store';
import { roundTo } from '../domain/face-attributes';
import { defineRoute } from '../http/define-route';
import { faceFailure } from './face-failures';
import { appIdOf, faceIdFromPath, groupById, headerGroup, headerName, headerSubject, headerValue, readImage, subjectById } from './face-request';

/**
 * The face service (/nugufacecan/v1) per app-id: groups, subjects, faces, detect and recognize,
 * with real detection (server/domain/face-engine.ts). The gateway has checked appKey and app-id
 * (1000 apps do not exist) before any handler runs.
 *
 * - GET /group → [{group_id, group_name}]; POST /group (header group-name) → {group_id,
 *   group_name, transaction_id}; DELETE /group/{group_id} → {} (its subjects and faces go too).
 * - GET /subject (header group-id; optional subject-name filter) → [{subject_id, subject_name,
 *   group_name}]; POST /subject (group-id, subject-name) → {subject_id, subject_name, group_name,
 *   transaction_id}; DELETE /subject/{subject_id} (group-id) → {}.
 * - GET /face (group-id, subject-id) → [Face] as the interface lists it; POST /face (group-id,
 *   subject-id, face-name, allow-mask; JSON or multipart image) → 200 {} (api-facts: create
 *   returns nothing but 200; {} is the vendor's example); DELETE /face/{face_id} → {}.
 * - POST /detect (app only) → [every face found: box with landmark, scores, age, gender,
 *   attribute, image size, engine_version]; 3004 when there is none.
 * - POST /recognize (group-id; multi, threshold, request-id) → for the most prominent face
 *   (multi=0, an object) or every face (multi=1, an array): the group's nearest subject.
 *
 * Codes (face-failures.ts): a missing or malformed group-id is 1002, an unknown one 1003;
 * subject-id 2001 / 2002; face_id 3002 / 3003. A group-name that is missing or not printable
 * ASCII is 1001 "group-name error", the vendor's own code for it (1002 is about the id); a name
 * already used in the app is 1011 "group already exists". Likewise subject-name: 2000, and 2004
 * "subject-name must be unique" within the group. face-name: 3000. Images: 4000 when the body
 * carries none, 4002 when it is not a JPEG/PNG within the limits (face-image.ts). Enrolment:
 * 3004 / 3041 / 3007 (face-enrolment.ts). A bad multi or threshold header is 3020 "multi face
 * matching error" with HTTP 400 (the vendor has no parameter error for recognize; 3020 is its
 * matching family's). The engine failing is 3009 with HTTP 500, logged, never a crash.
 *
 * Caps (LOCUS_FACE_MAX_GROUPS / _SUBJECTS / _FACES): a create past one is refused with an
 * emulator code beside its family's (the vendor lists none): 1012 too many groups, 2005 too many
 * subjects, 3005 too many faces, each naming the limit and its setting. Lists are written in
 * chunks (http/json-array.ts). Images are analysed in worker threads (domain/face-pool.ts); when
 * every worker is busy and the queue is full the answer is 3050 "queue full", HTTP 503.
 *
 * Not emulated: the header key (encrypted images; images are read as plain), use-spoof (never
 * 3040), mask detection (never 3010), blur refusal (never 3030; blur shows in `attribute`).
 */

/** What the engine says of one face, as detect and recognize show it. */
function faceAttributes(face: AnalysedFace) {
  return {
    face_score: face.face_score,
    expression: face.expression,
    expression_score: face.expression_score,
    expression_raw: face.expression_raw,
    age: face.age,
    gender: face.gender,
    attribute: face.attribute,
  };
}

/** The fields every analysed face shows (detect), less the stored-only id and name. */
function faceFields(face: AnalysedFace, analysis: ImageAnalysis) {
  return {
    box: face.box,
    ...faceAttributes(face),
    image_width: analysis.image_width,
    image_height: analysis.image_height,
    engine_version: analysis.engine_version,
  };
}

export const faceRoutes: RouteModule = ({ config, db, faceEngine, logError }) => {
  const limits = { maxGroups: config.faces.maxGroups, maxSubjects: config.faces.maxSubjects, maxFaces: config.faces.maxFaces };
  const store = createFaceStore(db, { limits });
  const tooManyFaces = (subject: { subject_id: string }) =>
    faceFailure(3005, `대상자 하나에 얼굴은 ${limits.maxFaces}개까지입니다 (LOCUS_FACE_MAX_FACES)`, `subject ${subject.subject_id} has the most faces allowed: ${limits.maxFaces} (LOCUS_FACE_MAX_FACES)`);
  /** Reads the image and analyses it: 4000/4002 for the image, 3009 (logged) for the engine. */
  const analyse = async (c: LocusContext, engine: FaceAnalyser): Promise<ImageAnalysis> => {
    const bytes = await readImage(c);
    try {
      return await engine.analyse(bytes);
    } catch (error) {
      if (error instanceof FaceImageError) throw faceFailure(error.code, error.detailKo, error.detail);
      if (error instanceof FaceBusyError) {
        throw faceFailure(3050, `얼굴 분석 대기열이 찼습니다 (분석 중·대기 ${error.capacity}건). 잠시 후 다시 시도하세요`, `the face engine is busy (${error.capacity} analyses running or waiting); try again shortly`);
      }
      logError(error);
      throw faceFailure(3009, '얼굴 검출 엔진에서 오류가 났습니다', 'the face engine failed on this image');
    }
  };

  const noFace = () => faceFailure(3004, '이미지에서 얼굴을 찾지 못했습니다', 'no face was found in the image');

  /** multi and threshold headers; 3020 when malformed. */
  const recognizeOptions = (headers: { multi?: string | undefined; threshold?: string | undefined; 'request-id'?: string | undefined }): { multi: boolean; threshold: number; requestId: string } => {
    const parsed = faceRecognizeHeadersSchema.safeParse({ multi: headerValue(headers.multi), threshold: headerValue(headers.threshold) });
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'multi');
      const detail = field === 'threshold' ? 'threshold must be a number ≥ 0' : 'multi must be 0 or 1';
      throw faceFailure(3020, field === 'threshold' ? 'threshold는 0 이상의 숫자여야 합니다' : 'multi는 0 또는 1이어야 합니다', detail);
    }
    return {
      multi: parsed.data.multi === '1',
      threshold: parsed.data.threshold ?? RECOGNIZE_DEFAULT_THRESHOLD,
      requestId: headerValue(headers['request-id']) ?? '',
    };
  };

  const recognition = (face: AnalysedFace, gallery: readonly GalleryFace[], threshold: number, requestId: string) => {
    const nearest = nearestFace(face.descriptor, gallery);
    const match = nearest !== undefined && nearest.distance <= threshold;
    return {
      subject_id: match ? nearest.entry.subject_id : '',
      subject_name: match ? nearest.entry.subject_name : '',
      // The nearest face even when it is too far to count; "" when the group has no face at all.
      distance: nearest ? roundTo(nearest.distance, 4) : '',
      face_id: nearest ? nearest.entry.face_id : '',
      face_box: face.box,
      ...faceAttributes(face),
      request_id: requestId,
    };
  };

  const groupOut = (g: FaceGroup) => ({ group_id: g.group_id, group_name: g.group_name });

  return [
    // ---- groups
    defineRoute('groupList', (_request, c) => store.listGroups(appIdOf(c)).map(groupOut)),
    defineRoute('groupCreate', (request, c) => {
      const name = headerName(request['group-name'], 'group-name', 1001);
      const group = store.createGroup(appIdOf(c), name);
      if (group === 'duplicate') throw faceFailure(1011, `같은 이름의 그룹이 이미 있습니다: ${name}`, `the app already has a group named "${name}"`);
      if (group === 'full') throw faceFailure(1012, `앱 하나에 그룹은 ${limits.maxGroups}개까지입니다 (LOCUS_FACE_MAX_GROUPS)`, `the app has the most groups allowed: ${limits.maxGroups} (LOCUS_FACE_MAX_GROUPS)`);
      return { ...groupOut(group), transaction_id: newTransactionId() };
    }),
    defineRoute('groupDelete', (request, c) => {
      const group = groupById(c, store, request.group_id);
      store.deleteGroup(appIdOf(c), group.group_id);
      return {};
    }),

    // ---- subjects
    defineRoute('subjectList', (request, c) => {
      const group = headerGroup(c, store, request['group-id']);
      const subjects = store.listSubjects(group, headerValue(request['subject-name']));
      return subjects.map((s) => ({ subject_id: s.subject_id, subject_name: s.subject_name, group_name: s.group_name }));
    }),
    defineRoute('subjectCreate', (request, c) => {
      const group = headerGroup(c, store, request['group-id']);
      const name = headerName(request['subject-name'], 'subject-name', 2000);
      const subject = store.createSubject(group, name);
      if (subject === 'duplicate') throw faceFailure(2004, `그룹에 같은 이름의 대상자가 이미 있습니다: ${name}`, `group ${group.group_id} already has a subject named "${name}"`);
      if (subject === 'full') {
        throw faceFailure(2005, `그룹 하나에 대상자는 ${limits.maxSubjects}명까지입니다 (LOCUS_FACE_MAX_SUBJECTS)`, `group ${group.group_id} has the most subjects allowed: ${limits.maxSubjects} (LOCUS_FACE_MAX_SUBJECTS)`);
      }
      return { subject_id: subject.subject_id, subject_name: subject.subject_name, group_name: subject.group_name, transaction_id: newTransactionId() };
    }),
    defineRoute('subjectDelete', (request, c) => {
      const group = headerGroup(c, store, request['group-id']);
      const subject = subjectById(store, group, request.subject_id);
      store.deleteSubject(group, subject.subject_id);
      return {};
    }),

    // ---- faces
    defineRoute('faceList', (request, c) => store.listFaces(headerSubject(c, store, request))),
    defineRoute('faceCreate', async (request, c) => {
      const subject = headerSubject(c, store, request);
      const name = headerName(request['face-name'], 'face-name', 3000);
      // Refused before the image is analysed; checked again with the insert.
      if (store.facesFull(subject)) throw tooManyFaces(subject);
      const analysis = await analyse(c, faceEngine);
      // allow-mask is a presence flag ("값은 관계 없음"): any value counts, even an empty one.
      const verdict = enrolmentVerdict(analysis, request['allow-mask'] !== undefined);
      if (!verdict.ok) throw faceFailure(verdict.code, verdict.ko, verdict.en);
      const { expression_raw: _raw, measures: _measures, ...face } = verdict.face;
      const added = store.addFace(subject, name, { ...face, image_width: analysis.image_width, image_height: analysis.image_height, engine_version: analysis.engine_version });
      if (added === 'full') throw tooManyFaces(subject);
      return {};
    }),
    defineRoute('faceDelete', (request, c) => {
      const subject = headerSubject(c, store, request);
      const faceId = faceIdFromPath(request.face_id);
      if (!store.deleteFace(subject, faceId)) {
        throw faceFailure(3003, `대상자 ${subject.subject_id}에 얼굴이 없습니다: ${faceId}`, `no face ${faceId} for subject ${subject.subject_id}`);
      }
      return {};
    }),

    // ---- detect / recognize
    defineRoute('faceDetect', async (_request, c) => {
      const analysis = await analyse(c, faceEngine);
      if (analysis.faces.length === 0) throw noFace();
      return analysis.faces.map((f) => faceFields(f, analysis));
    }),
    defineRoute('faceRecognize', async (request, c) => {
      const group = headerGroup(c, store, request['group-id']);
      const options = recognizeOptions(request);
      const analysis = await analyse(c, faceEngine);
      const [first] = analysis.faces;
      if (!first) throw noFace();
      const gallery = store.gallery(group);
      if (!options.multi) return recognition(first, gallery, options.threshold, options.requestId);
      return analysis.faces.map((f) => recognition(f, gallery, options.threshold, options.requestId));
    }),
  ];
};
