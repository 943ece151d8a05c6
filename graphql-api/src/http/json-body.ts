import express, { type RequestHandler } from 'express';
import { ValidationError } from '../lib/errors.js';
import { findUnstorable, MAX_JSON_DEPTH, nestsDeeperThan } from '../lib/storable-text.js';

/** JSON bodies larger than this answer 413 (REST and /graphql alike). */
export const JSON_BODY_LIMIT = '1mb';

/**
 * A 400 for a value nested deeper than any input of ours (variables nested thousands deep ran
 * graphql-js out of stack), and one listing where the text is that cannot be stored
 * (lib/storable-text.ts).
 */
function refuseUnstorable(value: unknown, path = ''): void {
  if (nestsDeeperThan(value))
    throw new ValidationError([{ field: path, message: `Nested more than ${MAX_JSON_DEPTH} levels deep` }], 'Input too deeply nested');
  const found = findUnstorable(value, path);
  if (found) throw new ValidationError([found], 'Text that cannot be stored');
}

/**
 * The JSON body parser of /api and /graphql. A body whose text PostgreSQL cannot store (a NUL, an
 * unpaired surrogate, in a value or a key) is refused with a 400 naming the field: it would
 * otherwise pass every check and fail at the database.
 */
export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: JSON_BODY_LIMIT });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      try {
        refuseUnstorable(req.body);
      } catch (refusal) {
        return next(refusal);
      }
      next();
    });
  };
}

/**
 * REST reads take their text from the query string (search text, filters), which no body parser
 * sees: a `%00` there reached PostgreSQL as a bound parameter it cannot hold (a 500). It gets the
 * body's 400 instead, naming the parameter (a repeated parameter's values keep its name).
 */
export function storableQuery(): RequestHandler {
  return (req, _res, next) => {
    try {
      refuseUnstorable(req.query);
    } catch (error) {
      return next(error);
    }
    next();
  };
}

/**
 * A GraphQL GET carries its operation name, variables and extensions in the query string, which
 * the body parser never sees: they get the same refusal (a 400), so unstorable text cannot reach
 * PostgreSQL that way either. The document's own literals are the validation rule's
 * (graphql/storable-literals.ts); malformed JSON is left to Apollo, which answers it.
 */
export function storableGraphQLQuery(): RequestHandler {
  return (req, _res, next) => {
    if (req.method !== 'GET') return next();
    const query = req.query as Record<string, unknown>;
    try {
      refuseUnstorable({ operationName: query.operationName });
      for (const name of ['variables', 'extensions']) {
        const text = query[name];
        if (typeof text !== 'string') continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          continue;
        }
        refuseUnstorable(parsed, name);
      }
    } catch (refusal) {
      return next(refusal);
    }
    next();
  };
}
