/**
 * Relay paging arguments (first/after forward, last/before backward), checked by one rule for every
 * connection, and a connection over an ordered list read by offset (search results, admin lists).
 */
import { ArgsType, Field, Int } from 'type-graphql';
import { z } from 'zod';
import { API_LIMITS } from '../../domain/api-limits.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import type { PageInfo } from './page-info.type.js';
import type { SignedCursors } from './signed-cursors.js';

export const MAX_PAGE_SIZE: number = API_LIMITS.pageSize.max;

@ArgsType()
export class PagingArgs {
  @Field(() => Int, { nullable: true, description: `How many items after \`after\` (or from the start), 1 to ${MAX_PAGE_SIZE}.` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: "Continue after this cursor (a page's endCursor)." })
  after?: string | null;

  @Field(() => Int, { nullable: true, description: `How many items before \`before\` (or up to the end), 1 to ${MAX_PAGE_SIZE}.` })
  last?: number | null;

  @Field(() => String, { nullable: true, description: "Continue before this cursor (a page's startCursor)." })
  before?: string | null;
}

const size = (max: number) => z.number().int('Expected a whole number').min(1, 'Ask for at least 1').max(max, `At most ${max} a page`);

const pagingSchema = (max: number) =>
  z
    .object({ first: size(max).nullish(), last: size(max).nullish(), after: z.string().nullish(), before: z.string().nullish() })
    .refine((a) => a.first == null || a.last == null, { message: 'Give first (with after) or last (with before), not both', path: ['last'] })
    .refine((a) => !(a.first != null && a.before != null) && !(a.last != null && a.after != null), {
      message: 'first goes with after, last with before',
      path: ['before'],
    })
    .refine((a) => !(a.after != null && a.before != null), { message: 'Give after or before, not both', path: ['before'] });

/** One schema per page-size limit, built once: building a zod schema on every request was a few percent of a page's CPU. */
const pagingSchemas = new Map<number, ReturnType<typeof pagingSchema>>();

/** The direction and size of a page; `defaultSize` when neither first nor last is given. */
export type Paging = { direction: 'forward'; size: number; after: string | null } | { direction: 'backward'; size: number; before: string | null };

export function readPaging(args: PagingArgs, defaultSize: number, max = MAX_PAGE_SIZE): Paging {
  let schema = pagingSchemas.get(max);
  if (!schema) pagingSchemas.set(max, (schema = pagingSchema(max)));
  const valid = parseOrThrow(schema, { first: args.first, last: args.last, after: args.after, before: args.before });
  if (valid.last != null || valid.before != null) return { direction: 'backward', size: valid.last ?? defaultSize, before: valid.before ?? null };
  return { direction: 'forward', size: valid.first ?? defaultSize, after: valid.after ?? null };
}

export interface ConnectionResult<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
  totalCount: number;
}

/**
 * A page of an ordered list read by offset: `fetch(offset, limit)` answers the rows and the total.
 * Cursors are signed offsets of this list's `kind`.
 */
export async function offsetConnection<T>(
  cursors: SignedCursors,
  kind: string,
  paging: Paging,
  fetch: (offset: number, limit: number) => Promise<{ rows: T[]; total: number }>,
): Promise<ConnectionResult<T>> {
  let start: number;
  let limit: number;
  if (paging.direction === 'forward') {
    start = paging.after == null ? 0 : cursors.decodeOffset(kind, paging.after, 'after') + 1;
    limit = paging.size;
  } else {
    const end = paging.before == null ? null : cursors.decodeOffset(kind, paging.before, 'before');
    if (end == null) {
      const { total } = await fetch(0, 1);
      start = Math.max(0, total - paging.size);
      limit = total - start;
    } else {
      start = Math.max(0, end - paging.size);
      limit = end - start;
    }
  }
  const { rows, total } = await fetch(start, limit);
  const edges = rows.map((node, i) => ({ cursor: cursors.encodeOffset(kind, start + i), node }));
  return {
    edges,
    totalCount: total,
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: start + rows.length < total,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
