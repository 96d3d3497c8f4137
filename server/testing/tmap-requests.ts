import { expect } from 'vitest';
import { TEST_KEY } from './test-app';

/** A tmap GET path with `version=1`, the test key and `params` (undefined ones left out). */
export function tmapPath(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries({ version: '1', appKey: TEST_KEY, ...params })) if (v !== undefined) search.set(k, v);
  return `${path}?${search.toString()}`;
}

/** Asserts a 400 in the tmap error envelope and returns its error node. */
export async function expectTmapError(res: Response): Promise<{ id: string; category: string; code: string; message: string }> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { id: string; category: string; code: string; message: string } };
  expect(body.error).toMatchObject({ id: '400', category: 'tmap' });
  return body.error;
}
