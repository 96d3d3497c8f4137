import { parseDataUri, type ImageSource, type UploadMode } from '../../shared/contract/faces';
import type { RequestBody } from './types';

/* Images for the face service: a data URI in a JSON body, or a multipart part. */

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function fileName(blob: Blob): string | undefined {
  return typeof File !== 'undefined' && blob instanceof File && blob.name ? blob.name : undefined;
}

/** data:<type>[;name=<file>];base64,<data>: the form a JSON upload carries. */
async function blobToDataUri(blob: Blob, name = fileName(blob)): Promise<string> {
  const type = blob.type || 'image/jpeg';
  const base64 = bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
  const nameParam = name ? `;name=${encodeURIComponent(name)}` : '';
  return `data:${type}${nameParam};base64,${base64}`;
}

/** The Blob a data URI holds (with its file name when the URI names one). */
function dataUriToBlob(uri: string): { blob: Blob; name?: string } {
  const parsed = parseDataUri(uri);
  if (!parsed) throw new TypeError('Not a base64 data URI');
  const blob = new Blob([base64ToBytes(parsed.base64)], { type: parsed.mediaType });
  return parsed.name === undefined ? { blob } : { blob, name: parsed.name };
}

/** The request body carrying an image: JSON {image: dataUri} or multipart part "image". */
export async function imageBody(image: ImageSource, mode: UploadMode): Promise<RequestBody> {
  if (mode === 'json') {
    const dataUri = typeof image === 'string' ? image : await blobToDataUri(image);
    return { kind: 'json', value: { image: dataUri } };
  }
  const form = new FormData();
  if (typeof image === 'string') {
    const { blob, name } = dataUriToBlob(image);
    form.append('image', blob, name ?? 'image.jpg');
  } else {
    form.append('image', image, fileName(image) ?? 'image.jpg');
  }
  return { kind: 'form', value: form };
}
