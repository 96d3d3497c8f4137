import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder (the one holding package.json). */
export const PROJECT_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
