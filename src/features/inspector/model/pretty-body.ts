import { unwrapJavascript } from '../../../api/formats';
import { repairJson } from '../../../../shared/contract/json-repair';
import type { ResponseFormat } from '../../../api/types';

/** A JSON reading of a body: as sent, or after escaping the quotes the service left unescaped (json-repair). */
interface JsonReading {
  value: unknown;
  repaired: boolean;
}

/** What the pretty view draws: a JSON tree, indented XML, the JavaScript form (with its JSON when unwrapped), or text. */
export type PrettyBody =
  | ({ kind: 'json' } & JsonReading)
  | { kind: 'xml' }
  | { kind: 'javascript'; inner?: JsonReading }
  | { kind: 'text' };

function readJson(text: string): JsonReading | undefined {
  try {
    return { value: JSON.parse(text) as unknown, repaired: false };
  } catch {
    const repair = repairJson(text);
    return repair.kind === 'repaired' ? { value: JSON.parse(repair.text) as unknown, repaired: true } : undefined;
  }
}

/**
 * How a body is shown in the pretty view. A body the console read only after repairing it is
 * drawn as the tree it was read as (the repair is said beside it), not as raw text.
 */
export function prettyBody(text: string, format: ResponseFormat): PrettyBody {
  const trimmed = text.trim();
  // Gateway errors come as JSON whatever format was asked for.
  if (format === 'json' || trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const json = readJson(trimmed);
    if (json) return { kind: 'json', ...json };
  }
  if (format === 'xml' || trimmed.startsWith('<')) return { kind: 'xml' };
  if (format === 'javascript') {
    let inner: JsonReading | undefined;
    try {
      inner = readJson(unwrapJavascript(trimmed));
    } catch {
      // not a call wrapper: shown as text only
    }
    return inner ? { kind: 'javascript', inner } : { kind: 'javascript' };
  }
  return { kind: 'text' };
}
