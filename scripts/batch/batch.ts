/**
 * `npm run batch -- INPUT.csv --op OP --out OUT.csv …`: the Batch page's run without the browser,
 * for files too long to keep a tab open on. See args.ts for the options, journal.ts for how a
 * stopped run resumes, docs/console.md (Headless batch).
 */
import { parseBatchArgs, USAGE } from './args';
import { runBatch } from './run-batch';

const parsed = parseBatchArgs(process.argv.slice(2));
if (parsed.ok === 'help') {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (!parsed.ok) {
  process.stderr.write(`batch: ${parsed.message}\n(npm run batch -- --help lists the options.)\n`);
  process.exit(1);
}
const code = await runBatch(parsed.args, {
  env: process.env,
  stderr: process.stderr,
  onStopRequest: (stop) => {
    let asked = false;
    const onSignal = (signal: NodeJS.Signals) => {
      // A second Ctrl-C does not wait for the requests in flight: the journal is right at any moment.
      if (asked) process.exit(signal === 'SIGINT' ? 130 : 143);
      asked = true;
      process.stderr.write('\nbatch: stopping after the requests in flight (Ctrl-C again to stop now)\n');
      stop();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  },
});
process.exit(code);
