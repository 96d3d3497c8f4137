import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pick from 'stream-json/filters/pick.js';
import parser from 'stream-json/parser.js';
import streamArray from 'stream-json/streamers/stream-array.js';

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
  // Values arrive whole (packValues) and not also piece by piece: about a third faster.
  const tokens = () => parser.asStream({ packValues: true, streamValues: false });
  const features = () => pick.asStream({ filter: 'features' });
  try {
    if (gzipped) await pipeline(createReadStream(path), createGunzip(), tokens(), features(), streamArray.asStream(), consume);
    else await pipeline(createReadStream(path), tokens(), features(), streamArray.asStream(), consume);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${basename(path)}: reading stopped after ${count} features: ${message}`, { cause: error });
  }
  return count;
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
