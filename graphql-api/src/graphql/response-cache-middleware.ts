import type { RequestHandler } from 'express';
import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from 'graphql';
import type { ResponseCache } from './response-cache.js';
import { holdAnswerUntil } from '../http/hold-answer.js';

/** Root fields that read only events, relationships and constants: the same answer for everyone. */
export const PUBLIC_READS = new Set(['events', 'event', 'searchEvents', 'countryTagCounts', 'categories', 'periods', '__typename']);

/** Longer documents are not worth a cache entry (and parsing them here twice). */
const MAX_CACHED_QUERY = 4000;
/** Bound on the remembered decisions per query text. */
const MAX_DECISIONS = 2000;

type Decision = 'cacheable' | 'mutation' | 'other';
const decisions = new Map<string, Decision>();

/** Whether a GraphQL GET (its document in the query string) is a public read. */
export function isPublicReadGet(req: { query: Record<string, unknown> }): boolean {
  const { query, operationName } = req.query;
  return (
    typeof query === 'string' &&
    query.length <= MAX_CACHED_QUERY &&
    decide(query, typeof operationName === 'string' ? operationName : undefined) === 'cacheable'
  );
}

/** What an operation is: a public read we may cache, a mutation (a write), or anything else. */
function decide(query: string, operationName: string | undefined): Decision {
  const key = `${operationName ?? ''}\n${query}`;
  let decision = decisions.get(key);
  if (!decision) {
    decision = classify(query, operationName);
    if (decisions.size >= MAX_DECISIONS) decisions.clear();
    decisions.set(key, decision);
  }
  return decision;
}

function classify(query: string, operationName: string | undefined): Decision {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query, { maxTokens: 2000 }).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return 'other'; // Apollo answers the syntax error
  }
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return 'other';
  if (operation.operation === OperationTypeNode.MUTATION) return 'mutation';
  if (operation.operation !== OperationTypeNode.QUERY || operation.directives?.length) return 'other';
  const publicRead = operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_READS.has(s.name.value) && !s.directives?.length);
  return publicRead ? 'cacheable' : 'other';
}

interface GraphQLBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/**
 * In front of Apollo on POST /graphql (after the JSON body is parsed): answers a public read from
 * the cache (unless the request says `Cache-Control: no-cache`), or lets it through and keeps its
 * answer if it succeeded (200, no errors). A mutation's answer is held until `afterWrite` settles
 * (by default it marks the cached version stale), so the next read already sees the write.
 * Everything else passes untouched; when the version cannot be read (the database is down), Apollo
 * answers as it would without the cache.
 */
export function responseCacheMiddleware(cache: ResponseCache, afterWrite: () => Promise<void> = () => Promise.resolve(cache.markStale())): RequestHandler {
  return (req, res, next) => {
    const body = (req.body ?? {}) as GraphQLBody;
    if (req.method !== 'POST' || typeof body.query !== 'string' || body.query.length > MAX_CACHED_QUERY) return next();
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const decision = decide(body.query, operationName);
    if (decision === 'mutation') {
      holdAnswerUntil(res, afterWrite);
      return next();
    }
    if (decision !== 'cacheable') return next();
    res.locals.publicRead = true;
    const key = `${operationName ?? ''}\n${body.query}\n${JSON.stringify(body.variables ?? null)}`;
    cache.currentVersion().then(
      (version) => {
        // The database gate may have answered 503 while the data version was being read (it went down).
        if (res.headersSent) return;
        // `Cache-Control: no-cache` asks for a fresh answer (it is still kept for the next caller).
        const hit = /no-cache/i.test(req.get('cache-control') ?? '') ? undefined : cache.get(key, version);
        if (hit !== undefined) {
          res.set('X-Response-Cache', 'hit').type('application/json').send(hit);
          return;
        }
        res.set('X-Response-Cache', 'miss');
        keepAnswer(res, (answer) => cache.set(key, version, answer));
        next();
      },
      () => next(),
    );
  };
}

/** Calls `keep` with the answer's bytes when it is a success without errors. */
function keepAnswer(res: Parameters<RequestHandler>[1], keep: (answer: Buffer) => void): void {
  const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode !== 200) return end(...args);
    const [chunk, encoding, ...rest] = args;
    // express hands a small answer over as text and a large one as a Buffer. Text is encoded here
    // once and the same bytes go to the socket (encoding it twice cost every executed page);
    // a hit is later sent as these bytes with no encoding at all.
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
    if (!Buffer.isBuffer(bytes)) return end(...args);
    // Apollo writes `errors` first: an answer opening with `data` has none.
    if (bytes.subarray(0, 8).toString('latin1') === '{"data":') keep(bytes);
    return typeof encoding === 'function' ? end(bytes, encoding, ...rest) : end(bytes, ...rest);
  }) as typeof res.end;
}

/**
 * Runs `handler` (the session middleware) except for public reads: their answer is the same for
 * everyone, so a signed-in caller's session need not be looked up (one query fewer per page).
 */
export function exceptForPublicReads(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (res.locals.publicRead === true ? next() : handler(req, res, next));
}
