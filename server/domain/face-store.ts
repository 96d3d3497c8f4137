/**
 * The face service's data in SQLite (migration 4): groups per app-id, subjects per group, faces
 * per subject, each face with the analysed fields as listed and its 128-d descriptor for
 * recognize. Deleting a group or subject deletes what is under it (ON DELETE CASCADE).
 *
 * Scope: only group lookups take the app-id; subject and face operations take a group or subject
 * that a lookup returned, so a caller cannot reach another app's data without first finding its
 * group under its own app-id. Ids are unique across apps (UNIQUE columns), so an id never
 * resolves to two rows.
 *
 * Caps (FaceStoreLimits, from LOCUS_FACE_MAX_*): groups per app-id, subjects per group, faces
 * per subject. A create past its cap answers 'full'; the count and the insert share one
 * IMMEDIATE transaction, so concurrent creates cannot overshoot.
 *
 * Names: a group name is unique within its app (the service has 1011 "group already exists"), a
 * subject name within its group (2004 "subject-name must be unique"); face names repeat freely
 * (several "front" shots of one person are normal).
 */
import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { FaceBoxInts } from './face-landmarks';

/** Group, subject and face ids: 10 upper-case alphanumerics (AABCD12345, 8YLHWXT0K0). */
export const FACE_SERVICE_ID = /^[A-Z0-9]{10}$/;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Length of a descriptor. */
export const DESCRIPTOR_LENGTH = 128;

export function newServiceId(): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** Like the service's "F00003858A8P": F and 11 upper-case alphanumerics; not stored. */
export function newTransactionId(): string {
  return `F${newServiceId()}${ID_ALPHABET[randomInt(ID_ALPHABET.length)]}`;
}

/** Float32 little-endian bytes, whatever the machine's byte order. */
export function descriptorToBlob(descriptor: Float32Array): Buffer {
  if (descriptor.length !== DESCRIPTOR_LENGTH) throw new RangeError(`a descriptor has ${DESCRIPTOR_LENGTH} values, got ${descriptor.length}`);
  const blob = Buffer.alloc(DESCRIPTOR_LENGTH * 4);
  descriptor.forEach((v, i) => blob.writeFloatLE(v, i * 4));
  return blob;
}

export function blobToDescriptor(blob: Uint8Array): Float32Array {
  const view = new DataView(blob.buffer, blob.byteOffset, blob.byteLength);
  const out = new Float32Array(blob.byteLength / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}

export interface FaceGroup {
  group_id: string;
  group_name: string;
}

export interface FaceSubject {
  subject_id: string;
  subject_name: string;
  group_id: string;
  group_name: string;
}

/** A stored face as GET /face lists it (the interface's Face object). */
interface StoredFace {
  face_id: string;
  face_name: string;
  box: FaceBoxInts;
  face_score: number;
  expression: string;
  expression_score: number;
  age: number;
  gender: string;
  attribute: string;
  image_width: number;
  image_height: number;
  engine_version: number;
}

/** What an enrolment stores: the listed fields (less id and name) and the descriptor. */
export type NewFace = Omit<StoredFace, 'face_id' | 'face_name'> & { descriptor: Float32Array };

/** One enrolled face of a group, as recognize compares against it. */
export interface GalleryFace {
  face_id: string;
  subject_id: string;
  subject_name: string;
  descriptor: Float32Array;
}

export interface FaceStoreLimits {
  maxGroups: number;
  maxSubjects: number;
  maxFaces: number;
}

const NO_LIMITS: FaceStoreLimits = { maxGroups: Infinity, maxSubjects: Infinity, maxFaces: Infinity };

export interface FaceStore {
  readonly limits: FaceStoreLimits;
  listGroups(appId: string): FaceGroup[];
  findGroup(appId: string, groupId: string): FaceGroup | undefined;
  /** 'duplicate' when the app already has a group of that name; 'full' at maxGroups. */
  createGroup(appId: string, name: string): FaceGroup | 'duplicate' | 'full';
  /** False when the app has no such group. */
  deleteGroup(appId: string, groupId: string): boolean;
  /** In order of creation; only the one named `name` when given. */
  listSubjects(group: FaceGroup, name?: string): FaceSubject[];
  findSubject(group: FaceGroup, subjectId: string): FaceSubject | undefined;
  /** 'duplicate' when the group already has a subject of that name; 'full' at maxSubjects. */
  createSubject(group: FaceGroup, name: string): FaceSubject | 'duplicate' | 'full';
  deleteSubject(group: FaceGroup, subjectId: string): boolean;
  listFaces(subject: FaceSubject): StoredFace[];
  /** 'full' when the subject already has maxFaces faces. */
  addFace(subject: FaceSubject, name: string, face: NewFace): StoredFace | 'full';
  /** Whether the subject is at maxFaces (checked before analysing an image to enrol). */
  facesFull(subject: FaceSubject): boolean;
  deleteFace(subject: FaceSubject, faceId: string): boolean;
  /** Every face enrolled in the group with its subject and descriptor. */
  gallery(group: FaceGroup): GalleryFace[];
}

interface FaceRow {
  face_id: string;
  face_name: string;
  top_left_x: number;
  top_left_y: number;
  face_width: number;
  face_height: number;
  landmark: string;
  face_score: number;
  expression: string;
  expression_score: number;
  age: number;
  gender: string;
  attribute: string;
  image_width: number;
  image_height: number;
  engine_version: number;
}

function toFace(r: FaceRow): StoredFace {
  return {
    face_id: r.face_id,
    face_name: r.face_name,
    box: { topLeftX: r.top_left_x, topLeftY: r.top_left_y, faceWidth: r.face_width, faceHeight: r.face_height, landmark: JSON.parse(r.landmark) as number[] },
    face_score: r.face_score,
    expression: r.expression,
    expression_score: r.expression_score,
    age: r.age,
    gender: r.gender,
    attribute: r.attribute,
    image_width: r.image_width,
    image_height: r.image_height,
    engine_version: r.engine_version,
  };
}

const FACE_COLUMNS = `face_id, face_name, top_left_x, top_left_y, face_width, face_height, landmark, face_score, expression,
  expression_score, age, gender, attribute, image_width, image_height, engine_version`;

/** Inserts with fresh random ids until one is free (a clash is a 1 in 10^15 event, but cheap to handle). */
function insertWithNewId(insert: (id: string) => boolean): string {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = newServiceId();
    if (insert(id)) return id;
  }
  throw new Error('could not draw a free id in 5 attempts');
}

export function createFaceStore(db: Database.Database, options: { now?: () => Date; limits?: FaceStoreLimits } = {}): FaceStore {
  const now = options.now ?? (() => new Date());
  const limits = options.limits ?? NO_LIMITS;
  const q = {
    countGroups: db.prepare('SELECT count(*) AS n FROM face_groups WHERE app_id = ?').pluck(),
    countSubjects: db.prepare('SELECT count(*) AS n FROM face_subjects WHERE group_id = ?').pluck(),
    countFaces: db.prepare('SELECT count(*) AS n FROM faces WHERE subject_id = ?').pluck(),
    listGroups: db.prepare('SELECT group_id, group_name FROM face_groups WHERE app_id = ? ORDER BY seq'),
    findGroup: db.prepare('SELECT group_id, group_name FROM face_groups WHERE app_id = ? AND group_id = ?'),
    groupNamed: db.prepare('SELECT 1 FROM face_groups WHERE app_id = ? AND group_name = ?'),
    insertGroup: db.prepare('INSERT INTO face_groups (group_id, app_id, group_name, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (group_id) DO NOTHING'),
    deleteGroup: db.prepare('DELETE FROM face_groups WHERE app_id = ? AND group_id = ?'),
    listSubjects: db.prepare('SELECT subject_id, subject_name FROM face_subjects WHERE group_id = ? ORDER BY seq'),
    subjectNamed: db.prepare('SELECT subject_id, subject_name FROM face_subjects WHERE group_id = ? AND subject_name = ?'),
    findSubject: db.prepare('SELECT subject_id, subject_name FROM face_subjects WHERE group_id = ? AND subject_id = ?'),
    insertSubject: db.prepare('INSERT INTO face_subjects (subject_id, group_id, subject_name, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (subject_id) DO NOTHING'),
    deleteSubject: db.prepare('DELETE FROM face_subjects WHERE group_id = ? AND subject_id = ?'),
    listFaces: db.prepare(`SELECT ${FACE_COLUMNS} FROM faces WHERE subject_id = ? ORDER BY seq`),
    findFace: db.prepare(`SELECT ${FACE_COLUMNS} FROM faces WHERE face_id = ?`),
    insertFace: db.prepare(`INSERT INTO faces (${FACE_COLUMNS}, subject_id, descriptor, created_at)
      VALUES (@face_id, @face_name, @top_left_x, @top_left_y, @face_width, @face_height, @landmark, @face_score, @expression,
        @expression_score, @age, @gender, @attribute, @image_width, @image_height, @engine_version, @subject_id, @descriptor, @created_at)
      ON CONFLICT (face_id) DO NOTHING`),
    deleteFace: db.prepare('DELETE FROM faces WHERE subject_id = ? AND face_id = ?'),
    gallery: db.prepare(`SELECT f.face_id, f.subject_id, s.subject_name, f.descriptor FROM faces f
      JOIN face_subjects s ON s.subject_id = f.subject_id WHERE s.group_id = ? ORDER BY f.seq`),
  };
  const stamp = () => now().toISOString();

  // Name check and insert in one IMMEDIATE transaction, so two clients cannot both create a name.
  const createGroup = db.transaction((appId: string, name: string): FaceGroup | 'duplicate' | 'full' => {
    if (q.groupNamed.get(appId, name)) return 'duplicate';
    if ((q.countGroups.get(appId) as number) >= limits.maxGroups) return 'full';
    const group_id = insertWithNewId((id) => q.insertGroup.run(id, appId, name, stamp()).changes === 1);
    return { group_id, group_name: name };
  });
  const createSubject = db.transaction((group: FaceGroup, name: string): FaceSubject | 'duplicate' | 'full' => {
    if (q.subjectNamed.get(group.group_id, name)) return 'duplicate';
    if ((q.countSubjects.get(group.group_id) as number) >= limits.maxSubjects) return 'full';
    const subject_id = insertWithNewId((id) => q.insertSubject.run(id, group.group_id, name, stamp()).changes === 1);
    return { subject_id, subject_name: name, group_id: group.group_id, group_name: group.group_name };
  });

  const subjectOf = (group: FaceGroup, row: unknown): FaceSubject | undefined => {
    if (!row) return undefined;
    const r = row as { subject_id: string; subject_name: string };
    return { subject_id: r.subject_id, subject_name: r.subject_name, group_id: group.group_id, group_name: group.group_name };
  };

  const facesFull = (subject: FaceSubject) => (q.countFaces.get(subject.subject_id) as number) >= limits.maxFaces;
  const addFace = db.transaction((subject: FaceSubject, name: string, face: NewFace): StoredFace | 'full' => {
    if (facesFull(subject)) return 'full';
    const face_id = insertWithNewId(
      (id) =>
        q.insertFace.run({
          face_id: id,
          face_name: name,
          top_left_x: face.box.topLeftX,
          top_left_y: face.box.topLeftY,
          face_width: face.box.faceWidth,
          face_height: face.box.faceHeight,
          landmark: JSON.stringify(face.box.landmark),
          face_score: face.face_score,
          expression: face.expression,
          expression_score: face.expression_score,
          age: face.age,
          gender: face.gender,
          attribute: face.attribute,
          image_width: face.image_width,
          image_height: face.image_height,
          engine_version: face.engine_version,
          subject_id: subject.subject_id,
          descriptor: descriptorToBlob(face.descriptor),
          created_at: stamp(),
        }).changes === 1,
    );
    return toFace(q.findFace.get(face_id) as FaceRow);
  });

  return {
    limits,
    listGroups: (appId) => q.listGroups.all(appId) as FaceGroup[],
    findGroup: (appId, groupId) => q.findGroup.get(appId, groupId) as FaceGroup | undefined,
    createGroup: (appId, name) => createGroup.immediate(appId, name),
    deleteGroup: (appId, groupId) => q.deleteGroup.run(appId, groupId).changes === 1,
    listSubjects(group, name) {
      const rows = name === undefined ? q.listSubjects.all(group.group_id) : q.subjectNamed.all(group.group_id, name);
      return rows.map((r) => subjectOf(group, r)).filter((s): s is FaceSubject => s !== undefined);
    },
    findSubject: (group, subjectId) => subjectOf(group, q.findSubject.get(group.group_id, subjectId)),
    createSubject: (group, name) => createSubject.immediate(group, name),
    deleteSubject: (group, subjectId) => q.deleteSubject.run(group.group_id, subjectId).changes === 1,
    listFaces: (subject) => (q.listFaces.all(subject.subject_id) as FaceRow[]).map(toFace),
    addFace: (subject, name, face) => addFace.immediate(subject, name, face),
    facesFull,
    deleteFace: (subject, faceId) => q.deleteFace.run(subject.subject_id, faceId).changes === 1,
    gallery: (group) =>
      (q.gallery.all(group.group_id) as { face_id: string; subject_id: string; subject_name: string; descriptor: Buffer }[]).map((r) => ({
        face_id: r.face_id,
        subject_id: r.subject_id,
        subject_name: r.subject_name,
        descriptor: blobToDescriptor(r.descriptor),
      })),
  };
}
