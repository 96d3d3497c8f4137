import { existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { formatReport } from './format-report';
import { ArgsError, parseVerifyArgs, USAGE } from './verify-args';
import { createVerifyEmulator } from './verify-emulator';
import { recordingFiles, verifyFolder } from './verify-folder';

/*
 * `npm run verify -- DIR [--data-dir PATH] [--json FILE] [--min-score X]`: replays a folder of
 * recordings against an emulator built in this process and prints how its answers differ.
 * Exit codes: 0 done (and the score is at least --min-score), 1 the score is under --min-score,
 * 2 bad arguments or no recordings to verify.
 */

function fail(message: string): never {
  console.error(`verify: ${message}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseVerifyArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof ArgsError) fail(`${error.message}\n\n${USAGE}`);
    throw error;
  }
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  if (!existsSync(args.dir)) fail(`${args.dir}: no such folder`);
  if (!statSync(args.dir).isDirectory()) fail(`${args.dir} is not a folder`);
  if ((await recordingFiles(args.dir)).length === 0) fail(`${args.dir} holds no recordings (.json files); record some with LOCUS_RECORD`);
  let emulator;
  try {
    emulator = createVerifyEmulator({ dataDir: args.dataDir });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  try {
    const report = await verifyFolder(args.dir, emulator, { tolerance: args.tolerance, metresTolerance: args.metresTolerance });
    console.log(formatReport(report, args.dir));
    if (args.json !== undefined) {
      await writeFile(args.json, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`\nReport written to ${args.json}`);
    }
    if (args.minScore !== undefined && (report.score === null || report.score < args.minScore)) {
      console.error(`verify: the fidelity score ${report.score === null ? '(none)' : report.score.toFixed(3)} is under --min-score ${args.minScore}`);
      process.exitCode = 1;
    }
  } finally {
    await emulator.close();
  }
}

await main();
