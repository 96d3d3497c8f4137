import { pipeline, Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * What an import reads of one file, at most: a hostile or mistaken file (a device such as
 * /dev/zero, a gzip bomb, a file of one endless line) is refused within seconds, in bounded
 * memory, with a message naming the file and the limit, instead of growing until the machine
 * gives out.
 */
export class InputLimitError extends Error {
  override readonly name = 'InputLimitError';
}

/** Characters of one line of a text file (a juso or CSV row is a few hundred). */
export const MAX_LINE_CHARS = 1 << 20;
/** Characters of one line of a GeoJSON file with a feature per line (one feature may be a long river). */
export const MAX_FEATURE_LINE_CHARS = 64 << 20;
/**
 * How much larger than its compressed bytes a gzip file may inflate: text compresses 5–20 times,
 * a bomb thousands of times. Checked once the output passes INFLATE_FLOOR_BYTES.
 */
export const MAX_INFLATE_RATIO = 100;
const INFLATE_FLOOR_BYTES = 16 << 20;
/** An OSM PBF data block inflated (the format's own limit, 32 MiB). */
export const MAX_PBF_BLOCK_BYTES = 32 << 20;

/** `compressed` gunzipped, refused (InputLimitError) once it inflates more than MAX_INFLATE_RATIO times. */
export function gunzipGuarded(compressed: Readable, file: string): Readable {
  // The compressed bytes counted are those the inflater was given (bytesWritten), not those read
  // ahead from the disk: a small bomb is read whole before much of it is inflated.
  const gunzip = createGunzip();
  let inflated = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      inflated += chunk.length;
      if (inflated > INFLATE_FLOOR_BYTES && inflated > MAX_INFLATE_RATIO * gunzip.bytesWritten) {
        done(
          new InputLimitError(
            `${file}: refused: it inflates more than ${MAX_INFLATE_RATIO} times its compressed size (${mb(inflated)} from ${mb(gunzip.bytesWritten)} so far); a real data file does not — is it damaged, or not what it says?`,
          ),
        );
        return;
      }
      done(null, chunk);
    },
  });
  return pipeline(compressed, gunzip, guard, () => undefined);
}

export function lineTooLong(file: string, line: number, max: number): InputLimitError {
  return new InputLimitError(`${file}: refused: line ${line} is longer than ${max.toLocaleString('en')} characters (the longest a line of this kind may be); is it the right file?`);
}

function mb(bytes: number): string {
  return bytes < 1 << 20 ? `${Math.ceil(bytes / 1024)} KiB` : `${(bytes / (1 << 20)).toFixed(0)} MiB`;
}
