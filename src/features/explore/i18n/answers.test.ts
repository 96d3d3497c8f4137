import { describe, expect, it } from 'vitest';
import { DOCS_SECTIONS, docsReference } from '../../../lib/docs-links';
import { ko } from './answers-ko';
import { en } from './answers-en';

describe("Explore's no-data panel", () => {
  it.each([
    ['ko', ko],
    ['en', en],
  ] as const)('names the boundaries section of the import docs, as code, in %s', (_language, messages) => {
    const reference = docsReference(DOCS_SECTIONS.adminBoundaries);
    expect(reference).toBe('docs/importing.md#administrative-boundaries');
    expect(messages.noData.readme.replace('{{doc}}', reference)).toContain('`docs/importing.md#administrative-boundaries`');
  });
});
