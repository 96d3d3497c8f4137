import { Piscina } from 'piscina';
import { CopyBudget, heldBytes } from './body-relay';
import type { AnswerForCheck } from './contract-check';
import type { AnswerCheck } from '../../shared/contract/answer-check';

/**
 * Checks the service's answers against the contract when the proxy does not record (with
 * LOCUS_RECORD the recording thread does it, recorder.ts): each answer, once relayed in full,
 * goes to a thread of its own (the recording thread's code, recorder-worker.ts), so that parsing
 * a large or hostile body never holds up an answer. Bounded like the recorder: copies of at most
 * `maxBodyBytes` each, 16 × that in all, `queue` answers waiting; past that an answer is not
 * checked and counted as skipped (`busy`).
 */
export interface ContractChecker {
  readonly maxBodyBytes: number;
  readonly budget: CopyBudget;
  /** Checks an answer on the checking thread; `onChecked` gets the check (skipped as `busy` or `failed` when it was not made). */
  check(answer: AnswerForCheck, onChecked: (check: AnswerCheck) => void): void;
  close(): Promise<void>;
}

const ENTRY = new URL('./recorder-worker-entry.mjs', import.meta.url).href;

export function createContractChecker(options: { maxBodyBytes: number; queue?: number }): ContractChecker {
  const { maxBodyBytes } = options;
  const queue = options.queue ?? 64;
  const budget = new CopyBudget(Math.max(16 * maxBodyBytes, 1024 * 1024));
  let pending = 0;
  let pool: Piscina | undefined;
  const startPool = (): Piscina =>
    (pool ??= new Piscina({
      filename: ENTRY,
      // Started with the first answer; ends when idle (an unused proxy holds no thread).
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 30_000,
      niceIncrement: 10,
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: Math.max(128, 64 + Math.ceil((16 * maxBodyBytes) / 2 ** 20)) },
    }));
  return {
    maxBodyBytes,
    budget,
    check(answer, onChecked) {
      const held = heldBytes(answer.body);
      if (pending >= queue) {
        budget.give(held);
        onChecked({ checked: false, operation: null, reason: 'busy' });
        return;
      }
      pending++;
      const transferList = answer.body.kind === 'bytes' ? [answer.body.bytes.buffer as ArrayBuffer] : [];
      startPool()
        .run(answer, { name: 'checkExchange', transferList })
        .then(
          (check) => onChecked(check as AnswerCheck),
          () => onChecked({ checked: false, operation: null, reason: 'failed' }),
        )
        .finally(() => {
          pending--;
          budget.give(held);
        });
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}
