/**
 * Tells "the database cannot be reached" apart from every other failure, so the API can answer
 * 503 at once during an outage (and recover by itself when the database is back) instead of a 500
 * or a request that hangs.
 */

/**
 * Node socket errors, and PostgreSQL's SQLSTATE classes 08 (connection) and 57P (shutdown/startup),
 * except 08P01: a protocol violation is a bad message from us (a NUL inside a value MikroORM inlined
 * into the SQL text), answered by a reachable database; retrying cannot help, so it is no outage.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const PROTOCOL_VIOLATION = '08P01';
const MESSAGES = [
  /Connection terminated/i,
  /Timeout acquiring a connection/i,
  /connect ECONNREFUSED/i,
  /the database system is (starting up|shutting down)/i,
  /terminating connection due to administrator command/i,
  // knex marks a connection the server closed with this text, and rejects later queries on it with
  // the text itself (a string, not an Error).
  /Connection ended unexpectedly/i,
  /Client has encountered a connection error/i,
  // knex's answer to the next statement of a transaction whose connection the server cut (a
  // stopped database, mid-write): the transaction was already rolled back by the lost connection.
  /Transaction query already complete/i,
  /timeout expired/i,
];

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable: the database cannot be reached. Please try again in a few seconds.';

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current === 'string') return MESSAGES.some((m) => m.test(current as string));
    if (typeof current !== 'object') return false;
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || (code.startsWith('08') && code !== PROTOCOL_VIOLATION) || code.startsWith('57P'))) return true;
    if (name === 'ConnectionException' || name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    current = (current as { cause?: unknown; previous?: unknown }).cause ?? (current as { previous?: unknown }).previous;
  }
  return false;
}

/** A unique index refused the write (PostgreSQL's 23505): two writers raced for one key. */
export function isUniqueViolation(error: unknown): boolean {
  return String((error as { code?: unknown } | null)?.code) === '23505';
}
