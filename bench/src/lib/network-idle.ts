/** No request in flight for this long, counted from the page being usable: the network is idle. */
export const IDLE_MS = 500;
/** The longest wait for that idle; running out is reported with the count, never hidden. */
export const IDLE_TIMEOUT_MS = 30_000;

export interface IdleWait {
  /** Nothing was in flight for IDLE_MS before IDLE_TIMEOUT_MS ran out. */
  reached: boolean;
  /** How long the wait took, from the page being usable. */
  afterUsableMs: number;
  /** Requests still unfinished when the wait ended (0 when reached); they are not in the count. */
  stillInFlight: number;
}

/**
 * Waits until no request has been in flight for IDLE_MS, judged from the caller's own CDP events
 * (not Playwright's `networkidle`, which resolves at once when it already fired earlier in the same
 * navigation, and whose time-out the bench used to swallow).
 */
export async function waitForNetworkIdle(network: {
  inFlight: () => number;
  lastActivity: () => number;
}): Promise<IdleWait> {
  const started = performance.now();
  for (;;) {
    const now = performance.now();
    const inFlight = network.inFlight();
    // The quiet window starts at usable at the earliest: a chunk asked for just after still counts.
    if (inFlight === 0 && now - Math.max(started, network.lastActivity()) >= IDLE_MS)
      return { reached: true, afterUsableMs: Math.round(now - started), stillInFlight: 0 };
    if (now - started >= IDLE_TIMEOUT_MS)
      return { reached: false, afterUsableMs: Math.round(now - started), stillInFlight: inFlight };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
