import { AppError } from './app-error.ts';

/**
 * Runs at most `concurrency` tasks at once with at most `maxWaiting` more in line; one more is
 * refused at once (503) instead of queueing without end. Costly CPU work (password hashing) goes
 * through one, so a flood of it cannot starve everything else of the thread pool.
 *
 * A task run with `priority` has a line of its own (up to `maxPriorityWaiting`), served before the other: a
 * flood fills the ordinary line, never the one of those with a good record (the right person still signs in
 * while wrong passwords pour in).
 */
export function createBoundedGate(options: {
  concurrency: number;
  maxWaiting: number;
  maxPriorityWaiting?: number;
  busyMessage: string;
}) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const waitingFirst: Array<() => void> = [];

  const release = () => {
    running--;
    const next = waitingFirst.shift() ?? waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    async run<T>(task: () => Promise<T>, how: { priority?: boolean } = {}): Promise<T> {
      if (running >= options.concurrency) {
        const line = how.priority ? waitingFirst : waiting;
        const room = how.priority ? (options.maxPriorityWaiting ?? 0) : options.maxWaiting;
        if (line.length >= room) throw AppError.unavailable(options.busyMessage, 2);
        await new Promise<void>((resolve) => line.push(resolve));
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
      return { running, waiting: waiting.length + waitingFirst.length };
    },
  };
}
