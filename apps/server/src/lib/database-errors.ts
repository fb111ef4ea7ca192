/**
 * What a database error means for the caller, from its SQLSTATE. Drizzle wraps the driver's
 * error (and its message carries the statement's parameters: a password hash, a customer's
 * phone), so the cause chain is searched for the driver's own error.
 */
export type DatabaseFailure =
  /** Class 22: a value the column cannot hold (too long, out of range, NUL): the input's fault. */
  | { kind: 'bad-input'; code: string }
  /** Class 23: a unique or foreign key the input collides with. */
  | { kind: 'conflict'; code: string }
  /** The database cannot be reached or cannot take the work now: try again later. */
  | { kind: 'unavailable'; code: string };

interface DriverError {
  code: string;
  message: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'connection error',
  'Cannot use a pool after calling end',
];

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current && typeof current === 'object' && chain.length < 5) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

function driverError(error: unknown): DriverError | null {
  for (const candidate of causes(error)) {
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string' && (/^[0-9A-Z]{5}$/.test(code) || CONNECTION_CODES.has(code))) {
      return candidate as DriverError;
    }
  }
  return null;
}

export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  const driver = driverError(error);
  if (driver) {
    const { code } = driver;
    if (CONNECTION_CODES.has(code)) return { kind: 'unavailable', code };
    if (code.startsWith('22')) return { kind: 'bad-input', code };
    if (code.startsWith('23')) return { kind: 'conflict', code };
    // 08 connection, 53 resources (disk full, too many connections), 57 operator intervention
    // (shutdown, statement timeout), 58 system error (I/O).
    if (/^(08|53|57|58)/.test(code)) return { kind: 'unavailable', code };
    return null;
  }
  for (const candidate of causes(error)) {
    const message = (candidate as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) {
      return { kind: 'unavailable', code: 'connection' };
    }
  }
  return null;
}

/**
 * An error as it may be logged: name, message and the driver's code and location, never the
 * statement's parameters or the driver's detail line (which quotes the values).
 */
export function loggableError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const driver = driverError(error);
  const top = error as { name?: string; message?: string; stack?: string; query?: unknown };
  // DrizzleQueryError's message is "Failed query: <sql>\nparams: <values>": keep the statement only.
  const message = String(top?.message ?? error).split('\nparams:')[0] ?? '';
  return {
    type: top?.name ?? 'Error',
    message,
    ...(driver && {
      code: driver.code,
      driverMessage: driver.message,
      table: driver.table,
      column: driver.column,
      constraint: driver.constraint,
      routine: driver.routine,
    }),
    // Only the frames: the stack's first lines repeat the message, parameters included.
    stack:
      top?.stack
        ?.split('\n')
        .filter((line) => line.startsWith('    at '))
        .slice(0, 8)
        .join('\n') ?? '',
  };
}
