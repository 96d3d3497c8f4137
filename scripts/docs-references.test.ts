import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseImportArgs } from '../server/import/import-args';
import { DOCS_SECTIONS } from '../src/lib/docs-links';
import {
  anchorsOf,
  checkDoc,
  checkImportOptions,
  checkSourceReferences,
  formatProblems,
  headingsOf,
  type Doc,
  type Repository,
} from './docs-references';

const ROOT = join(import.meta.dirname, '..');
const README_MAX_LINES = 200;

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** Files under a folder of the repository (from its root), tests left out. */
function codeFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string): void => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = join(abs, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'fixtures') walk(path);
      } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
        out.push(relative(ROOT, path));
      }
    }
  };
  walk(join(ROOT, dir));
  return out;
}

/** Environment variables the code reads: `env.X`, `env['X']`, `helper(env, 'X')`, and `$X` in .ci/run. */
function environmentRead(): Set<string> {
  const files = [
    ...['server', 'src', 'shared', 'scripts', 'bench', 'e2e'].flatMap(codeFiles),
    ...readdirSync(ROOT).filter((f) => /\.config\.ts$/.test(f)),
  ];
  const names = new Set<string>();
  for (const file of files) {
    const text = read(file);
    for (const m of text.matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b/g)) names.add(m[1] ?? '');
    for (const m of text.matchAll(/\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g)) names.add(m[1] ?? '');
    for (const m of text.matchAll(/\(\s*env\s*,\s*['"]([A-Z][A-Z0-9_]*)['"]/g)) names.add(m[1] ?? '');
  }
  for (const m of read('.ci/run').matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)) names.add(m[1] ?? '');
  return names;
}

const scripts = new Set(Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts));

const repository: Repository = {
  scripts,
  importRefusal(args) {
    try {
      parseImportArgs(args);
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  },
  envRead: environmentRead(),
  exists: (path) => existsSync(join(ROOT, path)),
  markdown: (path) => (existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile() ? read(path) : null),
};

const DOCS: Doc[] = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)].map((path) => ({
  path,
  text: read(path),
}));

describe('the docs name only what exists', () => {
  it.each(DOCS.map((doc) => [doc.path, doc] as const))('%s: npm scripts, import options, environment variables, links', (_path, doc) => {
    const problems = checkDoc(doc, repository);
    expect(problems, `${doc.path} names what does not exist:\n${formatProblems(problems)}`).toEqual([]);
  });

  it(`README.md is at most ${README_MAX_LINES} lines`, () => {
    const lines = read('README.md').replace(/\n$/, '').split('\n').length;
    expect(lines, `README.md has ${lines} lines; move detail into docs/`).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('every docs section the console points to exists', () => {
    const missing = Object.entries(DOCS_SECTIONS)
      .filter(([, section]) => {
        const markdown = repository.markdown(section.file);
        return markdown === null || !headingsOf(markdown).includes(section.heading);
      })
      .map(([name, section]) => `src/lib/docs-links.ts: ${name}: ${section.file} has no heading "${section.heading}"`);
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it("every reference to the docs in the console's source resolves", () => {
    const problems = codeFiles('src').flatMap((path) => checkSourceReferences({ path, text: read(path) }, repository));
    expect(problems, formatProblems(problems)).toEqual([]);
  });
});

/** The same repository, and docs written to break one rule each: the checks must catch them. */
describe('the docs check fails on a bad reference', () => {
  const problemsOf = (path: string, text: string) => checkDoc({ path, text }, repository).map((p) => `${p.doc}:${p.line}: ${p.message}`);

  it('a script package.json does not have', () => {
    expect(problemsOf('docs/x.md', 'Run\n`npm run bench:nothing`.')).toEqual(['docs/x.md:2: `npm run bench:nothing` names no script in package.json']);
  });

  it('an import command with an option the CLI does not take, in a code block or inline', () => {
    const text = '```sh\nnpm run emulator:import -- --admin dongs.geojson   # ok\nnpm run emulator:import -- --regions r.geojson\n```\nor `npm run emulator:import -- --pois a.csv --name-colum 이름`';
    const problems = problemsOf('docs/x.md', text);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^docs\/x\.md:3: `npm run emulator:import -- --regions r\.geojson` is refused by the import CLI: .*--regions/);
    expect(problems[1]).toMatch(/^docs\/x\.md:5: .*--name-colum/);
  });

  it('an option the import doc names that the CLI does not take', () => {
    const problems = checkImportOptions({ path: 'docs/importing.md', text: '- `--clear-everything` removes it all.\n- `--clear-pois` removes POIs.' }, repository);
    expect(formatProblems(problems)).toBe('docs/importing.md:1: `--clear-everything` is not an option of the import CLI (server/import/import-args.ts)');
  });

  it('an environment variable nothing reads, however it is written', () => {
    const text = [
      '| setting | default |',
      '| `LOCUS_NOPE` | 1 |',
      '| `PORTS` | 1 |',
      '`LOCUS_API_KEYS=k LOCUS_TYPO=1 npm start`',
      'set `CHROMIUM_BINARY` to use another',
      'the `LOCUS_FACE_MAX_*` limits and the `LOCUS_NO_SUCH_*` ones',
    ].join('\n');
    expect(problemsOf('docs/x.md', text)).toEqual([
      'docs/x.md:2: environment variable LOCUS_NOPE is read nowhere in the code',
      'docs/x.md:3: environment variable PORTS is read nowhere in the code',
      'docs/x.md:4: environment variable LOCUS_TYPO is read nowhere in the code',
      'docs/x.md:5: environment variable CHROMIUM_BINARY is read nowhere in the code',
      'docs/x.md:6: environment variable LOCUS_NO_SUCH* is read nowhere in the code',
    ]);
  });

  it('a link to a missing file, or to a heading its file does not have', () => {
    const text = '# Top\n\nSee [the emulator](emulator.md#settings), [nothing](nothing.md), [a section](importing.md#no-such-section), [here](#top), [there](#elsewhere) and [code](../server/config.ts).';
    expect(problemsOf('docs/x.md', text)).toEqual([
      'docs/x.md:3: link to nothing.md: no file docs/nothing.md',
      'docs/x.md:3: link to importing.md#no-such-section: docs/importing.md has no heading #no-such-section',
      'docs/x.md:3: link to #elsewhere: docs/x.md has no heading #elsewhere',
    ]);
  });

  it("a reference in the console's source to a doc, anchor or heading that is not there", () => {
    const source = [
      "const a = 'docs/importing.md, \"Administrative boundaries\"';",
      "const b = 'docs/importing.md, \"Importing real boundary data\"';",
      '// README: "Importing real data"',
      '// docs/nothing.md',
      '// docs/emulator.md#no-such-anchor',
    ].join('\n');
    expect(formatProblems(checkSourceReferences({ path: 'src/x.ts', text: source }, repository)).split('\n')).toEqual([
      'src/x.ts:2: docs/importing.md, "Importing real boundary data": docs/importing.md has no heading "Importing real boundary data"',
      'src/x.ts:3: README: "Importing real data": README.md has no heading "Importing real data"',
      'src/x.ts:4: docs/nothing.md: no file docs/nothing.md',
      'src/x.ts:5: docs/emulator.md#no-such-anchor: docs/emulator.md has no heading #no-such-anchor',
    ]);
  });

  it('reads anchors as GitHub writes them, numbering repeated headings', () => {
    expect([...anchorsOf('# Via this server (proxy)\n## `bench:index`\n## The providers’ terms\n## Notes\n## Notes\n```sh\n# not a heading\n```')]).toEqual([
      'via-this-server-proxy',
      'benchindex',
      'the-providers-terms',
      'notes',
      'notes-1',
    ]);
  });
});
