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

describe('the console layers, one way', () => {
  it('lib imports no other console layer; api imports lib; session imports api and lib', async () => {
    const lib = ["import { call } from '../api/call';", "import { sessionStore } from '../session/session-store';", 'export const used = [call, sessionStore];'].join('\n');
    expect(await problems('src/lib/probe.ts', lib)).toEqual([
      { rule: BOUNDARY, line: 1 },
      { rule: BOUNDARY, line: 2 },
    ]);

    const api = ["import { loadPreferences } from '../lib/preferences';", "import { sessionStore } from '../session/session-store';", "import { explainError } from '../components/ui/explain-error';", 'export const used = [loadPreferences, sessionStore, explainError];'].join('\n');
    expect(await problems('src/api/probe.ts', api)).toEqual([
      { rule: BOUNDARY, line: 2 },
      { rule: BOUNDARY, line: 3 },
    ]);

    const session = ["import { call } from '../api/call';", "import { loadPreferences } from '../lib/preferences';", "import { DEFAULT_CAMERA } from '../map/camera-hash';", 'export const used = [call, loadPreferences, DEFAULT_CAMERA];'].join('\n');
    expect(await problems('src/session/probe.ts', session)).toEqual([{ rule: BOUNDARY, line: 3 }]);
  }, 60_000);

  it('map and components import the layers below them, not each other', async () => {
    const map = ["import { sessionStore } from '../session/session-store';", "import { explainError } from '../components/ui/explain-error';", 'export const used = [sessionStore, explainError];'].join('\n');
    expect(await problems('src/map/probe.ts', map)).toEqual([{ rule: BOUNDARY, line: 2 }]);

    const components = ["import { sessionStore } from '../../session/session-store';", "import { DEFAULT_CAMERA } from '../../map/camera-hash';", 'export const used = [sessionStore, DEFAULT_CAMERA];'].join('\n');
    expect(await problems('src/components/ui/probe.ts', components)).toEqual([{ rule: BOUNDARY, line: 2 }]);
  }, 60_000);
});

describe('the server', () => {
  it('server/domain imports shared/, itself and the demo seeds, nothing else of the server; its tests may', async () => {
    const text = [
      "import { datasetGeneration } from '../national/datasets';",
      "import { openDatabase } from '../db/open-database';",
      "import { POI_SEEDS } from '../data/poi-seeds';",
      "import { fnv1a32 } from './hash';",
      "import { COORD_TYPES } from '../../shared/contract/code-tables';",
      'export const used = [datasetGeneration, openDatabase, POI_SEEDS, fnv1a32, COORD_TYPES];',
    ].join('\n');
    expect(await problems('server/domain/probe.ts', text)).toEqual([
      { rule: BOUNDARY, line: 1 },
      { rule: BOUNDARY, line: 2 },
    ]);
    expect(await problems('server/domain/probe.test.ts', text)).toEqual([]);
  }, 60_000);
});

describe('import cycles', () => {
  it('a two-file cycle is refused on both sides', async () => {
    const results = await eslint.lintFiles(['lint/fixtures/cycle/cycle-a.ts', 'lint/fixtures/cycle/cycle-b.ts']);
    const rules = results.map((r) => r.messages.map((m) => m.ruleId));
    expect(rules).toEqual([['import-x/no-cycle'], ['import-x/no-cycle']]);
  }, 60_000);
});
