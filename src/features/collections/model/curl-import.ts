import { addRequest, emptyImport, MAX_IMPORT_BYTES, type ImportedCalls } from './imported';

/*
 * curl commands read back as calls: the form the Inspector's curl box writes (`curl -sS \`,
 * `-H "appKey: $APP_KEY"`, a double-quoted URL) and the usual hand-written ones (single quotes,
 * `-X`, `--data-raw`, `-G` with `-d`, several commands in one text). Shell words are read, never
 * run: `$APP_KEY` stays text, and credentials are dropped by name.
 */

export type CurlProblem = 'tooLarge' | 'noCommand' | 'unclosedQuote';

/** Shell words, with a `\n` token where an unescaped line break ends a command line. */
function shellWords(text: string): string[] | 'unclosedQuote' {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  const end = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === '\\') {
      const next = text[i + 1];
      if (next === '\n' || (next === '\r' && text[i + 2] === '\n')) {
        i += next === '\r' ? 3 : 2;
        continue;
      }
      if (next !== undefined) {
        word += next;
        inWord = true;
      }
      i += 2;
      continue;
    }
    if (c === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0) return 'unclosedQuote';
      word += text.slice(i + 1, close);
      inWord = true;
      i = close + 1;
      continue;
    }
    if (c === '"') {
      i += 1;
      let closed = false;
      while (i < text.length) {
        const d = text[i];
        if (d === '\\' && i + 1 < text.length && '\\"$`\n'.includes(text[i + 1] ?? '')) {
          if (text[i + 1] !== '\n') word += text[i + 1];
          i += 2;
          continue;
        }
        if (d === '"') {
          closed = true;
          i += 1;
          break;
        }
        word += d;
        i += 1;
      }
      if (!closed) return 'unclosedQuote';
      inWord = true;
      continue;
    }
    if (c === '$' && text[i + 1] === "'") {
      // $'…' (ANSI-C quoting, as browsers copy): the common escapes.
      const close = text.indexOf("'", i + 2);
      if (close < 0) return 'unclosedQuote';
      word += text.slice(i + 2, close).replace(/\\(["'\\])/g, '$1').replace(/\\n/g, '\n').replace(/\\t/g, '\t');
      inWord = true;
      i = close + 1;
      continue;
    }
    if (c === '\n' || c === ';' || c === '|' || c === '&') {
      end();
      words.push('\n');
      i += 1;
      continue;
    }
    if (/\s/.test(c)) {
      end();
      i += 1;
      continue;
    }
    word += c;
    inWord = true;
    i += 1;
  }
  end();
  return words;
}

const WITH_VALUE = new Set(['-o', '--output', '-m', '--max-time', '--connect-timeout', '-A', '--user-agent', '-e', '--referer', '-w', '--write-out', '-x', '--proxy', '--retry', '-r', '--range']);
const DATA = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--json']);
const URL_DATA = new Set(['--data-urlencode']);

interface Command {
  method?: string;
  url?: string;
  headers: Record<string, string>;
  data: string[];
  get: boolean;
  form: boolean;
  /** Credentials given outside headers (-u, -b). */
  dropped: string[];
}

function readCommand(words: string[]): Command {
  const cmd: Command = { headers: {}, data: [], get: false, form: false, dropped: [] };
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    const next = () => words[++i] ?? '';
    if (w === '-X' || w === '--request') cmd.method = next().toUpperCase();
    else if (w.startsWith('-X') && w.length > 2) cmd.method = w.slice(2).toUpperCase();
    else if (w === '-H' || w === '--header') {
      const h = next();
      const colon = h.indexOf(':');
      if (colon > 0) cmd.headers[h.slice(0, colon).trim()] = h.slice(colon + 1).trim();
    } else if (DATA.has(w)) {
      cmd.data.push(next());
      if (w === '--json') cmd.headers['Content-Type'] ??= 'application/json';
    } else if (URL_DATA.has(w)) cmd.data.push(encodeURIComponent(next()).replace(/%3D/, '='));
    else if (w === '-F' || w === '--form') {
      next();
      cmd.form = true;
    } else if (w === '-G' || w === '--get') cmd.get = true;
    else if (w === '--url') cmd.url = next();
    else if (w === '-u' || w === '--user') {
      next();
      cmd.dropped.push('user');
    } else if (w === '-b' || w === '--cookie') {
      next();
      cmd.dropped.push('cookie');
    } else if (WITH_VALUE.has(w)) next();
    else if (w.startsWith('-')) continue;
    else cmd.url ??= w;
  }
  return cmd;
}

/** The calls in a text of one or more curl commands. */
export function importCurl(text: string): ImportedCalls | { problem: CurlProblem } {
  if (text.length > MAX_IMPORT_BYTES) return { problem: 'tooLarge' };
  const words = shellWords(text);
  if (words === 'unclosedQuote') return { problem: 'unclosedQuote' };
  // Each command starts at a `curl` word; line breaks between commands end them.
  const commands: string[][] = [];
  let current: string[] | undefined;
  for (const w of words) {
    if (w === '\n') {
      current = undefined;
      continue;
    }
    if (w === 'curl' && current === undefined) {
      current = [];
      commands.push(current);
    } else current?.push(w);
  }
  if (commands.length === 0) return { problem: 'noCommand' };
  const out = emptyImport();
  for (const words of commands) {
    const cmd = readCommand(words);
    for (const d of cmd.dropped) if (!out.dropped.includes(d)) out.dropped.push(d);
    if (cmd.url === undefined) {
      out.skipped.push({ label: 'curl', reason: { kind: 'badUrl' } });
      continue;
    }
    if (cmd.form) {
      out.skipped.push({ label: `${cmd.method ?? 'POST'} ${cmd.url.split('?')[0] ?? ''}`, reason: { kind: 'photo' } });
      continue;
    }
    let url = cmd.url;
    let body: string | undefined;
    if (cmd.data.length > 0 && cmd.get) url += (url.includes('?') ? '&' : '?') + cmd.data.join('&');
    else if (cmd.data.length > 0) body = cmd.data.join('&');
    const method = cmd.method ?? (body !== undefined ? 'POST' : 'GET');
    addRequest(out, { method, url, headers: cmd.headers, body });
  }
  return out;
}
