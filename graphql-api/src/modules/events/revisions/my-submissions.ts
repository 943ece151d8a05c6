/** What one account sent in, newest first, with where each stands (the myEvents query). */
import type { EntityManager } from '@mikro-orm/postgresql';
import { HistoricalEvent } from '../event.entity.js';
import { EventRevision } from './event-revision.entity.js';
import { revisionStatus } from './revision-loaders.js';

export interface MySubmissionRow {
  id: string;
  kind: 'event' | 'proposal';
  eventId: string;
  eventName: string;
  status: string;
  reason: string | null;
  decidedAt: Date | null;
  submittedAt: Date;
  revision: EventRevision | null;
}

/**
 * Its events on the map, its withdrawn events (the WITHDRAWN revision, dated by the CREATED one
 * when there is one) and its proposals. `?` is the account, three times.
 */
const MINE_SQL = `
  select 'event' as kind, e.id::text as id, e.created_at as at from historical_events e where e.submitted_by = ?
  union all
  select 'withdrawn', w.id::text, coalesce(c.created_at, w.created_at) from event_revisions w
    left join event_revisions c on c.event_id = w.event_id and c.kind = 'created'
    where w.kind = 'withdrawn' and w.actor_id = ?
  union all
  select 'proposal', p.id::text, p.created_at from event_revisions p where p.kind = 'proposed' and p.actor_id = ?`;

export async function mySubmissions(em: EntityManager, userId: string, offset: number, limit: number): Promise<{ rows: MySubmissionRow[]; total: number }> {
  const connection = em.getConnection();
  const mine = [userId, userId, userId];
  const [count] = await connection.execute<{ total: number }[]>(`select count(*)::int as total from (${MINE_SQL}) q`, mine);
  const page = await connection.execute<{ kind: string; id: string }[]>(`select kind, id from (${MINE_SQL}) q order by at desc, id limit ? offset ?`, [
    ...mine,
    limit,
    offset,
  ]);
  const eventIds = page.filter((r) => r.kind === 'event').map((r) => r.id);
  const revisionIds = page.filter((r) => r.kind !== 'event').map((r) => r.id);
  const events = new Map((await em.find(HistoricalEvent, { id: { $in: eventIds } })).map((e) => [e.id, e]));
  const revisions = new Map((await em.find(EventRevision, { id: { $in: revisionIds } })).map((r) => [r.id, r]));
  const decisions = new Map((await em.find(EventRevision, { proposalId: { $in: revisionIds } })).map((d) => [d.proposalId!, d]));
  const created = await em.find(EventRevision, { eventId: { $in: [...eventIds, ...[...revisions.values()].map((r) => r.eventId)] }, kind: 'created' });
  const createdAt = new Map(created.map((c) => [c.eventId, c.createdAt]));
  const reasons = await lastStatusReasons(em, eventIds);
  const rows = page.map((row): MySubmissionRow => {
    if (row.kind === 'event') {
      const event = events.get(row.id)!;
      const decided = event.verificationStatus !== 'pending' && event.verifiedAt ? event.verifiedAt : null;
      const reason = event.verificationStatus === 'rejected' ? (reasons.get(event.id) ?? null) : null;
      return {
        id: event.id,
        kind: 'event',
        eventId: event.id,
        eventName: event.name,
        status: event.verificationStatus,
        reason,
        decidedAt: decided,
        submittedAt: event.createdAt,
        revision: null,
      };
    }
    const revision = revisions.get(row.id)!;
    if (revision.kind === 'withdrawn') {
      const submittedAt = createdAt.get(revision.eventId) ?? revision.createdAt;
      return {
        id: revision.eventId,
        kind: 'event',
        eventId: revision.eventId,
        eventName: revision.eventName,
        status: 'withdrawn',
        reason: null,
        decidedAt: null,
        submittedAt,
        revision: null,
      };
    }
    const decision = decisions.get(revision.id) ?? null;
    return {
      id: revision.id,
      kind: 'proposal',
      eventId: revision.eventId,
      eventName: revision.eventName,
      status: revisionStatus(revision, decision),
      reason: decision?.kind === 'rejected' ? (decision.reason ?? null) : null,
      decidedAt: decision?.createdAt ?? null,
      submittedAt: revision.createdAt,
      revision,
    };
  });
  return { rows, total: count?.total ?? 0 };
}

/** The reason given with each event's latest status change. */
async function lastStatusReasons(em: EntityManager, eventIds: string[]): Promise<Map<string, string | null>> {
  if (!eventIds.length) return new Map();
  const changes = await em.find(EventRevision, { eventId: { $in: eventIds }, kind: 'status_changed' }, { orderBy: { version: 'asc' } });
  return new Map(changes.map((c) => [c.eventId, c.reason ?? null]));
}
