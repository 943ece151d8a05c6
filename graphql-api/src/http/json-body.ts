import express, { type RequestHandler } from 'express';

/** JSON bodies larger than this answer 413 (REST and /graphql alike). */
export const JSON_BODY_LIMIT = '1mb';

/** A 400 (the REST error handler answers its message). */
class NulCharacterError extends Error {
  readonly status = 400;
}

/**
 * Refuses a body whose text holds the NUL character (`\u0000` in a string or a key): PostgreSQL
 * text and jsonb cannot store it, and a value MikroORM inlines into SQL breaks the statement, so
 * such a body would fail at the database (a 500) after passing every check. body-parser answers
 * the thrown error as a 400 with its message.
 */
function refuseNul(key: string, value: unknown): unknown {
  if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
    throw new NulCharacterError(`Text may not contain the NUL character (\\u0000)${key ? `: "${key.replace(/\u0000/g, '\\u0000')}"` : ''}.`);
  }
  return value;
}

/** The JSON body parser of /api and /graphql. */
export function jsonBody(): RequestHandler {
  return express.json({ limit: JSON_BODY_LIMIT, reviver: refuseNul });
}

/** Walks a parsed query string and refuses a NUL in any name or value; a repeated parameter's values keep its name. */
function refuseNulInQuery(value: unknown, key = ''): void {
  refuseNul(key, value);
  if (Array.isArray(value)) for (const inner of value) refuseNulInQuery(inner, key);
  else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) refuseNulInQuery(inner, name);
}

/**
 * REST reads take their text from the query string (search text, filters), which no body parser
 * sees: a `%00` there reached PostgreSQL as a bound parameter it cannot hold (a 500). It gets the
 * body's 400 instead, naming the parameter.
 */
export function nulFreeQuery(): RequestHandler {
  return (req, _res, next) => {
    try {
      refuseNulInQuery(req.query);
    } catch (error) {
      return next(error);
    }
    next();
  };
}

/**
 * A GraphQL GET carries its variables and extensions as JSON text in the query string, which the
 * body parser never sees: they get the same NUL refusal (a 400), so a NUL in a variable cannot
 * reach PostgreSQL that way either. Malformed JSON is left to Apollo, which answers it.
 */
export function nulFreeQueryJson(): RequestHandler {
  return (req, _res, next) => {
    if (req.method !== 'GET') return next();
    const query = req.query as Record<string, unknown>;
    for (const name of ['variables', 'extensions']) {
      const text = query[name];
      if (typeof text !== 'string') continue;
      try {
        JSON.parse(text, refuseNul);
      } catch (error) {
        if (error instanceof NulCharacterError) return next(error);
      }
    }
    next();
  };
}
