import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { emailField, parseOrThrow } from '../../lib/zod-violations.js';
import { likePattern } from '../events/event-filter.js';
import { NewsletterSubscriber, SUBSCRIBER_STATUSES } from './newsletter-subscriber.entity.js';

export const NEWSLETTER_TOPICS = ['weeklyDigest', 'premiumInsights', 'historianCorner'] as const;

export const SubscribeInputSchema = z.object({
  email: emailField('Valid email required'),
  firstName: z.string().trim().max(100).nullish(),
  lastName: z.string().trim().max(100).nullish(),
  // Spec section 3: weeklyDigest defaults on, the others off.
  preferences: z
    .object({ weeklyDigest: z.boolean().default(true), premiumInsights: z.boolean().default(false), historianCorner: z.boolean().default(false) })
    .default({ weeklyDigest: true, premiumInsights: false, historianCorner: false }),
  source: z.string().trim().max(60, 'source is too long').nullish(),
});

export const ListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(['all', ...SUBSCRIBER_STATUSES]).default('all'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});


export class NewsletterService {
  constructor(private readonly em: EntityManager) {}

  /** Idempotent: subscribing again updates the preferences and reactivates, never duplicates. */
  async subscribe(input: unknown): Promise<NewsletterSubscriber> {
    const data = parseOrThrow(SubscribeInputSchema, input);
    const preferences = NEWSLETTER_TOPICS.filter((t) => data.preferences[t]);
    // One statement, so two subscriptions of one address at once cannot both insert.
    await this.em.getConnection().execute(
      `insert into newsletter_subscribers (id, email, first_name, last_name, preferences, status, source, subscribed_at)
       values (gen_random_uuid(), ?, ?, ?, ?::text[], 'active', ?, now())
       on conflict (email) do update set preferences = excluded.preferences, status = 'active',
         first_name = coalesce(excluded.first_name, newsletter_subscribers.first_name),
         last_name = coalesce(excluded.last_name, newsletter_subscribers.last_name),
         source = coalesce(excluded.source, newsletter_subscribers.source)`,
      [data.email, data.firstName ?? null, data.lastName ?? null, `{${preferences.join(',')}}`, data.source ?? null],
    );
    return this.em.findOneOrFail(NewsletterSubscriber, { email: data.email }, { refresh: true });
  }

  byEmail(email: string): Promise<NewsletterSubscriber | null> {
    return this.em.findOne(NewsletterSubscriber, { email: email.toLowerCase() });
  }

  async unsubscribe(email: unknown): Promise<void> {
    const { email: address } = parseOrThrow(SubscribeInputSchema.pick({ email: true }), { email });
    await this.em.nativeUpdate(NewsletterSubscriber, { email: address }, { status: 'unsubscribed' });
  }

  /** A page of subscribers, newest first, with the total for the filter (admin dashboard). */
  async list(query: unknown): Promise<{ rows: NewsletterSubscriber[]; total: number }> {
    const q = parseOrThrow(ListQuerySchema, query);
    const where: Record<string, unknown>[] = [];
    if (q.status !== 'all') where.push({ status: q.status });
    if (q.search) {
      const like = likePattern(q.search);
      where.push({ $or: [{ email: { $ilike: like } }, { firstName: { $ilike: like } }, { lastName: { $ilike: like } }] });
    }
    const [rows, total] = await this.em.findAndCount(NewsletterSubscriber, where.length ? { $and: where } : {}, {
      orderBy: { subscribedAt: 'desc', id: 'asc' },
      offset: q.offset,
      limit: q.limit,
    });
    return { rows, total };
  }

  /** Spec section 3's metrics; with nothing to measure: active 100%, open and click 0% (no tracking yet). */
  async analytics() {
    const [row] = (await this.em.getConnection().execute(
      `select count(*)::int as total,
              count(*) filter (where status = 'active')::int as active,
              count(*) filter (where subscribed_at > now() - interval '7 days')::int as week
         from newsletter_subscribers`,
    )) as [{ total: number; active: number; week: number }];
    const before = row.total - row.week;
    return {
      totalSubscribers: row.total,
      weeklyGrowth: before > 0 ? Math.round((row.week / before) * 1000) / 10 : row.week > 0 ? 100 : 0,
      activeRate: row.total > 0 ? Math.round((row.active / row.total) * 1000) / 10 : 100,
      openRate: 0,
      clickRate: 0,
      period: 'Last 30 days',
    };
  }
}
