import { AppError } from './app-error.ts';

/**
 * Runs at most `concurrency` tasks at once with at most `maxWaiting` more in line; one more is
 * refused at once (503) instead of queueing without end. Costly CPU work (password hashing) goes
 * through one, so a flood of it cannot starve everything else of the thread pool.
 */
export function createBoundedGate(options: { concurrency: number; maxWaiting: number; busyMessage: string }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) throw AppError.unavailable(options.busyMessage, 2);
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
