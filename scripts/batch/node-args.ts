/**
 * How `npm run batch` starts Node (package.json's script, and the test and benchmark that start
 * it by path): a heap of at most 96 MB, so that the garbage collector runs early rather than
 * letting the resident memory of a long run climb towards its ceiling. The run holds one slice
 * of rows at a time; its heap stays far below this.
 */
export const BATCH_NODE_ARGS = ['--max-old-space-size=96', '--import', 'tsx', 'scripts/batch/batch.ts'];
