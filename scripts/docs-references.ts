/**
 * What the project's docs (README.md, docs/*.md) name that must exist in the code: the `npm run`
 * scripts, the import CLI's options, the environment variables, and the files and headings their
 * links point to. Pure: the docs and the facts about the code are passed in, so that a test can
 * give it a doc with a bad reference and see it fail (docs-references.test.ts checks the real ones).
 */

/** One doc: its path from the repository's root and its text. */
export interface Doc {
  path: string;
  text: string;
}

/** One bad reference: where it is, and what is wrong with it. */
export interface Problem {
  doc: string;
  line: number;
  message: string;
}

/** What the checks need to know about the repository. */
export interface Repository {
  /** The scripts of package.json. */
  scripts: ReadonlySet<string>;
  /** Why the import CLI refuses these arguments, or null when it accepts them. */
  importRefusal(args: readonly string[]): string | null;
  /** Environment variables the code reads. */
  envRead: ReadonlySet<string>;
  /** Whether a file or folder exists at this path from the repository's root. */
  exists(path: string): boolean;
  /** The text of a markdown file from the repository's root, or null. */
  markdown(path: string): string | null;
}

/** The lines of a doc, with whether each lies inside a fenced code block. */
function linesOf(text: string): { text: string; number: number; fenced: boolean }[] {
  let fenced = false;
  return text.split('\n').map((line, i) => {
    const fence = /^\s*(```|~~~)/.test(line);
    const inside = fenced || fence;
    if (fence) fenced = !fenced;
    return { text: line, number: i + 1, fenced: inside };
  });
}

/** A heading's anchor as GitHub writes it (lower case, punctuation dropped, spaces as hyphens). */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The headings of a markdown text (outside code blocks). */
export function headingsOf(markdown: string): string[] {
  return linesOf(markdown)
    .filter((l) => !l.fenced)
    .map((l) => /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(l.text)?.[1])
    .filter((h): h is string => h !== undefined);
}

/** The anchors of a markdown text, a repeated heading numbered as GitHub does (`-1`, `-2`). */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const heading of headingsOf(markdown)) {
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** `a/b/../c.md` → `a/c.md`; null when it climbs out of the repository. */
function normalise(path: string): string | null {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash + 1);
}

/** The command-line words after `npm run emulator:import --`, up to a comment or the end of the code. */
function importArgs(rest: string): string[] {
  const words: string[] = [];
  for (const word of rest.split(/\s+/)) {
    if (word === '') continue;
    if (word.startsWith('#') || word === '|' || word === '&&' || word === ';') break;
    words.push(word.replace(/^["']|["']$/g, ''));
  }
  return words;
}

/** The code of a line: a fenced line whole, otherwise its `inline code` spans. */
function codeOf(line: { text: string; fenced: boolean }): string[] {
  if (line.fenced) return [line.text];
  return [...line.text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
}

/** Every `npm run X` names a script; every `npm run emulator:import -- …` is a command the CLI accepts. */
export function checkNpmRuns(doc: Doc, repo: Repository): Problem[] {
  const problems: Problem[] = [];
  for (const line of linesOf(doc.text)) {
    for (const m of line.text.matchAll(/\bnpm run ([\w:.-]*[\w])/g)) {
      if (!repo.scripts.has(m[1] ?? '')) problems.push({ doc: doc.path, line: line.number, message: `\`npm run ${m[1]}\` names no script in package.json` });
    }
    for (const code of codeOf(line)) {
      for (const m of code.matchAll(/\bnpm run emulator:import -- (.*)$/g)) {
        const args = importArgs(m[1] ?? '');
        const refusal = repo.importRefusal(args);
        if (refusal !== null) {
          problems.push({ doc: doc.path, line: line.number, message: `\`npm run emulator:import -- ${args.join(' ')}\` is refused by the import CLI: ${refusal}` });
        }
      }
    }
  }
  return problems;
}

/** Every `--option` written in the import doc is an option of the import CLI. */
export function checkImportOptions(doc: Doc, repo: Repository): Problem[] {
  const problems: Problem[] = [];
  for (const line of linesOf(doc.text)) {
    if (line.fenced) continue;
    for (const code of codeOf(line)) {
      const option = /^(--[a-z][a-z-]*)/.exec(code)?.[1];
      if (option === undefined) continue;
      const refusal = repo.importRefusal([option, 'FILE']);
      if (refusal !== null && /unknown option/i.test(refusal)) {
        problems.push({ doc: doc.path, line: line.number, message: `\`${option}\` is not an option of the import CLI (server/import/import-args.ts)` });
      }
    }
  }
  return problems;
}

const PREFIXED_ENV = /\b((?:LOCUS|BENCH|VITE|E2E)_[A-Z0-9_]*[A-Z0-9])(\*)?/g;

/** The environment variables a doc names, with their lines; a name ending in `*` stands for a prefix. */
export function envNamesOf(doc: Doc): { name: string; prefix: boolean; line: number }[] {
  const found: { name: string; prefix: boolean; line: number }[] = [];
  let settingsTable = false;
  for (const line of linesOf(doc.text)) {
    for (const m of line.text.matchAll(PREFIXED_ENV)) {
      const name = m[1] ?? '';
      const prefix = m[2] === '*' || line.text.slice((m.index ?? 0) + name.length).startsWith('_*');
      found.push({ name, prefix, line: line.number });
    }
    // NAME=value before a command: `PORT=9000 npm start`.
    for (const code of codeOf(line)) {
      for (const m of code.matchAll(/(?:^|\s)((?:[A-Z][A-Z0-9_]*=\S*\s+)+)(?:npm|node|npx)\b/g)) {
        for (const a of (m[1] ?? '').matchAll(/([A-Z][A-Z0-9_]*)=/g)) found.push({ name: a[1] ?? '', prefix: false, line: line.number });
      }
    }
    // "set `CHROMIUM_PATH`", "unset `HOST`".
    for (const m of line.text.matchAll(/\b(?:set|unset|setting)\s+`([A-Z][A-Z0-9_]*)`/gi)) found.push({ name: m[1] ?? '', prefix: false, line: line.number });
    // The first column of a settings table: | `PORT` | `8080` | … |
    if (/^\|\s*(setting|variable)\s*\|/i.test(line.text)) settingsTable = true;
    else if (!line.text.startsWith('|')) settingsTable = false;
    else if (settingsTable) {
      const first = line.text.split('|')[1] ?? '';
      for (const m of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) found.push({ name: m[1] ?? '', prefix: false, line: line.number });
    }
  }
  return found;
}

/** Every environment variable a doc names is read by the code. */
export function checkEnvNames(doc: Doc, repo: Repository): Problem[] {
  const problems: Problem[] = [];
  const reported = new Set<string>();
  for (const { name, prefix, line } of envNamesOf(doc)) {
    const read = prefix ? [...repo.envRead].some((r) => r.startsWith(name)) : repo.envRead.has(name);
    if (read || reported.has(name)) continue;
    reported.add(name);
    problems.push({ doc: doc.path, line, message: `environment variable ${name}${prefix ? '*' : ''} is read nowhere in the code` });
  }
  return problems;
}

/** Every relative link points at a file that exists, and its #anchor at a heading of that file. */
export function checkLinks(doc: Doc, repo: Repository): Problem[] {
  const problems: Problem[] = [];
  for (const line of linesOf(doc.text)) {
    if (line.fenced) continue;
    const text = line.text.replace(/`[^`]*`/g, '');
    for (const m of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1] ?? '';
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const hash = target.indexOf('#');
      const file = hash < 0 ? target : target.slice(0, hash);
      const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
      const path = file === '' ? doc.path : normalise(dirOf(doc.path) + file);
      if (path === null || (path !== doc.path && !repo.exists(path))) {
        problems.push({ doc: doc.path, line: line.number, message: `link to ${target}: no file ${path ?? file}` });
        continue;
      }
      if (anchor === undefined) continue;
      const markdown = path === doc.path ? doc.text : repo.markdown(path);
      if (markdown === null || !anchorsOf(markdown).has(anchor)) {
        problems.push({ doc: doc.path, line: line.number, message: `link to ${target}: ${path} has no heading #${anchor}` });
      }
    }
  }
  return problems;
}

/** Every check of one doc. */
export function checkDoc(doc: Doc, repo: Repository): Problem[] {
  return [
    ...checkNpmRuns(doc, repo),
    ...(doc.path === 'docs/importing.md' ? checkImportOptions(doc, repo) : []),
    ...checkEnvNames(doc, repo),
    ...checkLinks(doc, repo),
  ];
}

/**
 * References to the docs in the console's source (`docs/x.md`, `docs/x.md#anchor`, `README.md`,
 * and a quoted heading after one: `docs/x.md, "Heading"`): the file, the anchor and the heading exist.
 */
export function checkSourceReferences(source: Doc, repo: Repository): Problem[] {
  const problems: Problem[] = [];
  for (const line of linesOf(source.text)) {
    for (const m of line.text.matchAll(/\b(README(?:\.md)?|docs\/[\w.-]+\.md)(#[\w-]+)?(?:(?:[,:]? |의 )"([^"]+)")?/g)) {
      const file = m[1] === 'README' ? 'README.md' : (m[1] ?? '');
      const at = { doc: source.path, line: line.number };
      const markdown = repo.markdown(file);
      if (markdown === null) {
        problems.push({ ...at, message: `${m[0]}: no file ${file}` });
        continue;
      }
      const anchor = m[2]?.slice(1);
      if (anchor !== undefined && !anchorsOf(markdown).has(anchor)) problems.push({ ...at, message: `${m[0]}: ${file} has no heading #${anchor}` });
      const heading = m[3];
      if (heading !== undefined && !headingsOf(markdown).includes(heading)) problems.push({ ...at, message: `${m[0]}: ${file} has no heading "${heading}"` });
    }
  }
  return problems;
}

/** `docs/importing.md:12: …`, one problem a line. */
export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.doc}:${p.line}: ${p.message}`).join('\n');
}
