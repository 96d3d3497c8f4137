import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pick from 'stream-json/filters/pick.js';
import parser from 'stream-json/parser.js';
import streamArray from 'stream-json/streamers/stream-array.js';
import { gunzipGuarded, InputLimitError } from './input-limits';

/**
 * Streams the features of a GeoJSON FeatureCollection file, one at a time, without holding the
 * file or its whole parse tree in memory (a national boundary file is 30 MB of JSON): the file
 * is read in chunks, gunzipped when it is gzip (recognised by its magic bytes, whatever its
 * name), tokenised by stream-json, and only `features[i]` objects are assembled.
 *
 * `onFeature` gets each feature with its index in the `features` array. Syntax errors end the
 * stream with an error (the rest of the file cannot be trusted); checking what a feature
 * contains is the caller's business.
 */
export async function readGeoJsonFeatures(path: string, onFeature: (feature: unknown, index: number) => void): Promise<number> {
  const gzipped = await isGzip(path);
  let count = 0;
  const consume = async (items: AsyncIterable<{ key: number; value: unknown }>): Promise<void> => {
    for await (const { key, value } of items) {
      count++;
      onFeature(value, key);
    }
  };
  // Values arrive whole (packValues) for the features, and piece by piece too (streamValues) so
  // that one string or number that never ends is refused at MAX_VALUE_CHARS, not held whole.
  const tokens = () => parser.asStream({ packValues: true, streamValues: true });
  const guard = () => valueGuard(basename(path));
  const features = () => pick.asStream({ filter: 'features' });
  try {
    if (gzipped) await pipeline(gunzipGuarded(createReadStream(path), basename(path)), tokens(), guard(), features(), streamArray.asStream(), consume);
    else await pipeline(createReadStream(path), tokens(), guard(), features(), streamArray.asStream(), consume);
  } catch (error) {
    if (error instanceof InputLimitError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${basename(path)}: reading stopped after ${count} features: ${message}`, { cause: error });
  }
  return count;
}

/** Characters of one JSON string or number (a feature's longest coordinate list is many values, not one). */
export const MAX_VALUE_CHARS = 16 << 20;

/** The tokens that bound a value given piece by piece (its whole value follows them). */
const PIECE_TOKENS = new Set(['startString', 'endString', 'startNumber', 'endNumber', 'startKey', 'endKey']);

/** Passes the tokens on, without the piecewise ones; refuses a value whose pieces pass MAX_VALUE_CHARS. */
function valueGuard(file: string): Transform {
  let length = 0;
  return new Transform({
    objectMode: true,
    transform(token: { name: string; value?: unknown }, _encoding, done) {
      if (token.name === 'stringChunk' || token.name === 'numberChunk') {
        length += String(token.value ?? '').length;
        if (length > MAX_VALUE_CHARS) done(new InputLimitError(`${file}: refused: one value is longer than ${MAX_VALUE_CHARS.toLocaleString('en')} characters; is it the right file?`));
        else done();
        return;
      }
      if (PIECE_TOKENS.has(token.name)) {
        if (token.name.startsWith('start')) length = 0;
        done();
        return;
      }
      done(null, token);
    },
  });
}

async function isGzip(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await file.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await file.close();
  }
}
