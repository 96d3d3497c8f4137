import { describe, expect, it } from 'vitest';
import { en as shellEn } from '../../../lib/i18n/en';
import { ko as shellKo } from '../../../lib/i18n/ko';
import { en } from './en';
import { ko } from './ko';

/*
 * A call's details name its duration and its start time in the request drawer, the inspector's
 * list and the inspector's facts: one label for each, and never one word for both.
 */
describe('the labels of a call’s duration and start time', () => {
  it('differ from each other, in both languages', () => {
    expect(shellEn.drawer.time).not.toBe(en.inspector.detail.when);
    expect(shellKo.drawer.time).not.toBe(ko.inspector.detail.when);
  });

  it('say what they are in English: a duration, and when the call was sent', () => {
    expect(shellEn.drawer.time).toBe('Duration');
    expect(en.inspector.detail.when).toBe('Sent at');
  });
});
