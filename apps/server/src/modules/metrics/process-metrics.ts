import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * prom-client's process and Node.js metrics (CPU, memory, event-loop delay, GC), once per process:
 * they describe the process, not an app, and each call of collectDefaultMetrics starts monitors
 * that are never stopped, so building an app per test file must not start them again.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
