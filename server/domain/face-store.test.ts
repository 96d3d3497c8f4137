import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { resetData } from '../db/reset-data';
import { blobToDescriptor, createFaceStore, descriptorToBlob, FACE_SERVICE_ID, newServiceId, newTransactionId, type NewFace } from './face-store';

let db: Db | undefined;
afterEach(() => {
  db?.close();
  db = undefined;
});

function store() {
  db = openDatabase(MEMORY_DB);
  return createFaceStore(db);
}

function face(seed: number): NewFace {
  return {
    box: { topLeftX: 163, topLeftY: 76, faceWidth: 116, faceHeight: 111, landmark: [203, 101, 246, 104, 223, 128, 202, 142, 245, 143] },
    face_score: 0.9755,
    expression: 'smile',
    expression_score: 1,
    age: 28.4,
    gender: 'female',
    attribute: 'normal',
    image_width: 512,
    image_height: 512,
    engine_version: 1715,
    descriptor: Float32Array.from({ length: 128 }, (_, i) => Math.sin(seed + i) / 10),
  };
}

describe('ids and descriptors', () => {
  it('draws 10 upper-case alphanumerics, and transaction ids like F00003858A8P', () => {
    const ids = new Set(Array.from({ length: 1000 }, newServiceId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(FACE_SERVICE_ID);
    expect(newTransactionId()).toMatch(/^F[A-Z0-9]{11}$/);
  });

  it('stores a descriptor as 512 little-endian bytes, exactly', () => {
    const d = face(1).descriptor;
    const blob = descriptorToBlob(d);
    expect(blob.length).toBe(512);
    expect(blob.readFloatLE(4)).toBe(d[1]);
    expect(blobToDescriptor(blob)).toEqual(d);
    expect(() => descriptorToBlob(new Float32Array(3))).toThrow(RangeError);
  });
});

describe('createFaceStore', () => {
  it('creates, lists and deletes groups per app, with names unique in an app', () => {
    const s = store();
    const a = s.createGroup('app1', 'staff');
    const b = s.createGroup('app1', 'visitors');
    if (typeof a === 'string' || typeof b === 'string') throw new Error('unexpected duplicate or full');
    expect(a.group_id).toMatch(FACE_SERVICE_ID);
    expect(s.createGroup('app1', 'staff')).toBe('duplicate');
    expect(s.createGroup('app2', 'staff')).not.toBe('duplicate');
    expect(s.listGroups('app1')).toEqual([a, b]);
    expect(s.findGroup('app2', a.group_id)).toBeUndefined();
    expect(s.deleteGroup('app2', a.group_id)).toBe(false);
    expect(s.deleteGroup('app1', a.group_id)).toBe(true);
    expect(s.listGroups('app1')).toEqual([b]);
  });

  it('keeps subjects per group with unique names and an optional name filter', () => {
    const s = store();
    const g = s.createGroup('app', 'g');
    const other = s.createGroup('app', 'h');
    if (typeof g === 'string' || typeof other === 'string') throw new Error('unexpected duplicate or full');
    const kim = s.createSubject(g, 'kim');
    const lee = s.createSubject(g, 'lee');
    if (typeof kim === 'string' || typeof lee === 'string') throw new Error('unexpected duplicate or full');
    expect(kim).toEqual({ subject_id: expect.stringMatching(FACE_SERVICE_ID) as string, subject_name: 'kim', group_id: g.group_id, group_name: 'g' });
    expect(s.createSubject(g, 'kim')).toBe('duplicate');
    expect(s.createSubject(other, 'kim')).not.toBe('duplicate');
    expect(s.listSubjects(g).map((x) => x.subject_name)).toEqual(['kim', 'lee']);
    expect(s.listSubjects(g, 'lee')).toEqual([lee]);
    expect(s.listSubjects(g, 'park')).toEqual([]);
    expect(s.findSubject(other, kim.subject_id)).toBeUndefined();
    expect(s.deleteSubject(other, kim.subject_id)).toBe(false);
    expect(s.deleteSubject(g, kim.subject_id)).toBe(true);
    expect(s.findSubject(g, kim.subject_id)).toBeUndefined();
  });

  it('stores faces with their fields as listed, and the gallery of a group', () => {
    const s = store();
    const g = s.createGroup('app', 'g');
    if (typeof g === 'string') throw new Error('unexpected duplicate or full');
    const kim = s.createSubject(g, 'kim');
    const lee = s.createSubject(g, 'lee');
    if (typeof kim === 'string' || typeof lee === 'string') throw new Error('unexpected duplicate or full');
    const stored = s.addFace(kim, 'front', face(1));
    if (stored === 'full') throw new Error('unexpected full');
    s.addFace(kim, 'front', face(2));
    s.addFace(lee, 'left', face(3));
    const { descriptor: _d, ...fields } = face(1);
    expect(stored).toEqual({ face_id: expect.stringMatching(FACE_SERVICE_ID) as string, face_name: 'front', ...fields });
    expect(s.listFaces(kim)).toHaveLength(2);
    expect(s.listFaces(kim)[0]).toEqual(stored);
    const gallery = s.gallery(g);
    expect(gallery.map((f) => f.subject_name)).toEqual(['kim', 'kim', 'lee']);
    expect(gallery[2]?.descriptor).toEqual(face(3).descriptor);
    expect(s.deleteFace(lee, stored.face_id)).toBe(false);
    expect(s.deleteFace(kim, stored.face_id)).toBe(true);
    expect(s.listFaces(kim)).toHaveLength(1);
  });

  it('cascades deletes from group to subjects to faces, and a reset empties the face tables', () => {
    const s = store();
    const g = s.createGroup('app', 'g');
    if (typeof g === 'string') throw new Error('unexpected duplicate or full');
    const kim = s.createSubject(g, 'kim');
    if (typeof kim === 'string') throw new Error('unexpected duplicate or full');
    s.addFace(kim, 'front', face(1));
    const count = (table: string) => (db!.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    s.deleteSubject(g, kim.subject_id);
    expect(count('faces')).toBe(0);
    const lee = s.createSubject(g, 'lee');
    if (typeof lee === 'string') throw new Error('unexpected duplicate or full');
    s.addFace(lee, 'front', face(2));
    s.deleteGroup('app', g.group_id);
    expect([count('face_groups'), count('face_subjects'), count('faces')]).toEqual([0, 0, 0]);

    const h = s.createGroup('app', 'h');
    if (typeof h === 'string') throw new Error('unexpected duplicate or full');
    expect(resetData(db!)).toEqual(expect.arrayContaining(['face_groups', 'face_subjects', 'faces']));
    expect(count('face_groups')).toBe(0);
  });

  it('refuses creates past its caps per scope, and only in that scope', () => {
    db = openDatabase(MEMORY_DB);
    const s = createFaceStore(db, { limits: { maxGroups: 2, maxSubjects: 1, maxFaces: 2 } });
    const g = s.createGroup('app', 'g');
    s.createGroup('app', 'h');
    if (typeof g === 'string') throw new Error('unexpected duplicate or full');
    expect(s.createGroup('app', 'i')).toBe('full');
    // A name already taken is still a duplicate, and another app has its own count.
    expect(s.createGroup('app', 'g')).toBe('duplicate');
    expect(s.createGroup('other', 'i')).not.toBe('full');
    const kim = s.createSubject(g, 'kim');
    if (typeof kim === 'string') throw new Error('unexpected duplicate or full');
    expect(s.createSubject(g, 'lee')).toBe('full');
    expect(s.facesFull(kim)).toBe(false);
    s.addFace(kim, 'front', face(1));
    s.addFace(kim, 'front', face(2));
    expect(s.facesFull(kim)).toBe(true);
    expect(s.addFace(kim, 'front', face(3))).toBe('full');
    expect(s.listGroups('app')).toHaveLength(2);
    expect(s.listSubjects(g)).toHaveLength(1);
    expect(s.listFaces(kim)).toHaveLength(2);
    // Deleting frees room.
    s.deleteGroup('app', g.group_id);
    expect(s.createGroup('app', 'i')).not.toBe('full');
  });
});
