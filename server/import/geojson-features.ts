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
  // Values arrive whole (packValues) and not also piece by piece: about a third faster. One string
  // or number that never ends is refused before the parser holds it (valueGuard, on the bytes).
  const tokens = () => parser.asStream({ packValues: true, streamValues: false });
  const guard = () => valueGuard(basename(path));
  const features = () => pick.asStream({ filter: 'features' });
  try {
    if (gzipped) await pipeline(gunzipGuarded(createReadStream(path), basename(path)), guard(), tokens(), features(), streamArray.asStream(), consume);
    else await pipeline(createReadStream(path), guard(), tokens(), features(), streamArray.asStream(), consume);
  } catch (error) {
    if (error instanceof InputLimitError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${basename(path)}: reading stopped after ${count} features: ${message}`, { cause: error });
  }
  return count;
}

/** Bytes of one JSON string or number (a feature's longest coordinate list is many values, not one). */
export const MAX_VALUE_CHARS = 16 << 20;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Passes the file's bytes on unchanged, refusing one JSON string or number (a run of the
 * characters numbers are written with) longer than MAX_VALUE_CHARS bytes: the parser would hold
 * it whole. A scan of each byte, a few milliseconds for a national file.
 */
function valueGuard(file: string): Transform {
  let inString = false;
  let escaped = false;
  let run = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (b === BACKSLASH) escaped = true;
          else if (b === QUOTE) {
            inString = false;
            run = 0;
            continue;
          }
          run++;
        } else if (b === QUOTE) {
          inString = true;
          run = 0;
        } else if ((b >= 0x30 && b <= 0x39) || b === 0x2d || b === 0x2b || b === 0x2e || b === 0x65 || b === 0x45) {
          run++;
        } else {
          run = 0;
        }
        if (run > MAX_VALUE_CHARS) {
          done(new InputLimitError(`${file}: refused: one value is longer than ${MAX_VALUE_CHARS.toLocaleString('en')} bytes; is it the right file?`));
          return;
        }
      }
      done(null, chunk);
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
