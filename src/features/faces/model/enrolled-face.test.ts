import { describe, expect, it } from 'vitest';
import { findEnrolledFace } from './enrolled-face';

const face = (face_id: string, face_name = 'front', image_width = 512, image_height = 512) => ({ face_id, face_name, image_width, image_height });
const sent = { faceName: 'front', width: 512, height: 512 };

describe('finding the enrolled face', () => {
  it('is the one face that is new', () => {
    expect(findEnrolledFace([face('A')], [face('A'), face('B')], sent)?.face_id).toBe('B');
    expect(findEnrolledFace([], [face('A')], sent)?.face_id).toBe('A');
  });

  it('is nothing when no face is new', () => {
    expect(findEnrolledFace([face('A')], [face('A')], sent)).toBeUndefined();
  });

  it('tells several new faces apart by name and size, or gives up', () => {
    expect(findEnrolledFace([], [face('A', 'left'), face('B', 'front'), face('C', 'front', 640, 480)], sent)?.face_id).toBe('B');
    expect(findEnrolledFace([], [face('A'), face('B')], sent)).toBeUndefined();
  });
});
