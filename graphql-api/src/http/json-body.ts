import express, { type RequestHandler } from 'express';

/** JSON bodies larger than this answer 413 (REST and /graphql alike). */
export const JSON_BODY_LIMIT = '1mb';

/**
 * Refuses a body whose text holds the NUL character (`\u0000` in a string or a key): PostgreSQL
 * text and jsonb cannot store it, and a value MikroORM inlines into SQL breaks the statement, so
 * such a body would fail at the database (a 500) after passing every check. body-parser answers
 * the thrown error as a 400 with its message.
 */
function refuseNul(key: string, value: unknown): unknown {
  if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
    throw new Error(`Text may not contain the NUL character (\\u0000)${key ? `: "${key.replace(/\u0000/g, '\\u0000')}"` : ''}.`);
  }
  return value;
}

/** The JSON body parser of /api and /graphql. */
export function jsonBody(): RequestHandler {
  return express.json({ limit: JSON_BODY_LIMIT, reviver: refuseNul });
}
