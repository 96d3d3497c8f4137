import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layer rules of eslint.config.js, proved by deliberate violations: source text linted in
 * memory as if it lay at the given path (its imports resolve against the real tree), and a real
 * two-file import cycle in lint/fixtures (ignored by `npm run lint`, linted here on purpose).
 */

const eslint = new ESLint({ ignore: false });

async function problems(filePath: string, text: string): Promise<{ rule: string | null; line: number }[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, line: m.line }));
}

const BOUNDARY = 'boundaries/dependencies';

describe('the layers', () => {
  it('a feature may import the shared layers and itself, not the app or another feature', async () => {
    const text = [
      "import { App } from '../../app/app';",
      "import { exploreQueries } from '../explore/queries';",
      "import { call } from '../../api/call';",
      "import { sessionStore } from '../../session/session-store';",
      "import { zoneRows } from './queries';",
      "import { COORD_TYPES } from '../../../shared/contract/code-tables';",
      'export const used = [App, exploreQueries, call, sessionStore, zoneRows, COORD_TYPES];',
    ].join('\n');
    expect(await problems('src/features/zones/probe.ts', text)).toEqual([
      { rule: BOUNDARY, line: 1 },
      { rule: BOUNDARY, line: 2 },
    ]);
  }, 60_000);

  it('shared/ imports nothing from src/ or server/', async () => {
    const text = ["import { call } from '../src/api/call';", "import { createApp } from '../server/app';", "import { COORD_TYPES } from './contract/code-tables';", 'export const used = [call, createApp, COORD_TYPES];'].join('\n');
    expect(await problems('shared/probe.ts', text)).toEqual([
      { rule: BOUNDARY, line: 1 },
      { rule: BOUNDARY, line: 2 },
    ]);
  }, 60_000);

  it('server/ imports shared/, not src/; only the client’s tests may run the emulator in process', async () => {
    const server = ["import { call } from '../src/api/call';", "import { COORD_TYPES } from '../shared/contract/code-tables';", 'export const used = [call, COORD_TYPES];'].join('\n');
    expect(await problems('server/probe.ts', server)).toEqual([{ rule: BOUNDARY, line: 1 }]);

    const client = ["import { createApp } from '../../server/app';", 'export const used = [createApp];'].join('\n');
    expect(await problems('src/api/probe.ts', client)).toEqual([{ rule: BOUNDARY, line: 1 }]);
    expect(await problems('src/api/probe.test.ts', client)).toEqual([]);
  }, 60_000);

  it('the shared console layers do not import the app or a feature', async () => {
    const text = ["import { App } from '../app/app';", "import { buildCurl } from '../features/inspector/model/curl';", 'export const used = [App, buildCurl];'].join('\n');
    expect(await problems('src/lib/probe.ts', text)).toEqual([
      { rule: BOUNDARY, line: 1 },
      { rule: BOUNDARY, line: 2 },
    ]);
  }, 60_000);
});

describe('import cycles', () => {
  it('a two-file cycle is refused on both sides', async () => {
    const results = await eslint.lintFiles(['lint/fixtures/cycle/cycle-a.ts', 'lint/fixtures/cycle/cycle-b.ts']);
    const rules = results.map((r) => r.messages.map((m) => m.ruleId));
    expect(rules).toEqual([['import-x/no-cycle'], ['import-x/no-cycle']]);
  }, 60_000);
});
