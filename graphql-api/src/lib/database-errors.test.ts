import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for unreachable or restarting databases', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('08001') }))).toBe(true);
  });

  it("is true for knex's string rejection of a connection the server closed (a stopped database answered 500 once)", () => {
    expect(isDatabaseUnavailable('Connection ended unexpectedly')).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: 'Connection ended unexpectedly' }))).toBe(true);
    expect(isDatabaseUnavailable('some other text')).toBe(false);
  });

  it("is true for knex's refusal of a statement in a transaction whose connection was cut (a stopped database answered PATCH /api/user 500)", () => {
    const driverError = Object.assign(new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'), { name: 'DriverException' });
    expect(isDatabaseUnavailable(driverError)).toBe(true);
  });

  it('is false for a protocol violation (a bad message, such as a NUL in an inlined value) and for data errors', () => {
    expect(isDatabaseUnavailable(withCode('08P01', 'invalid message format'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('22021', 'invalid byte sequence for encoding "UTF8": 0x00'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
  });
});
