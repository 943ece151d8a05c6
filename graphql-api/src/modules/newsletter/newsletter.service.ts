import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';
import { emailField, parseOrThrow } from '../../lib/zod-violations.js';
import { newAccountToken, sha256, siteLink } from '../../lib/account-tokens.js';
import { sendInBackground, type Mailer } from '../mail/mailer.js';
import { NewsletterConfirmation } from './newsletter-confirmation.entity.js';
import { likePattern } from '../../lib/like-pattern.js';
import { NewsletterSubscriber, SUBSCRIBER_STATUSES } from './newsletter-subscriber.entity.js';

import { NEWSLETTER_TOPICS } from '../../domain/enums.js';
export { NEWSLETTER_TOPICS };

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

export const SUBSCRIPTION_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INVALID_LINK = 'This confirmation link is invalid or has expired. Subscribe again to get a new one.';
const ConfirmInputSchema = z.object({ token: z.string({ message: 'token is required' }).min(20, INVALID_LINK).max(200, INVALID_LINK) });

export interface NewsletterDeps {
  mailer: Mailer;
  publicUrl: string;
}

/** What a subscribe call answers: built from the request alone, so it tells nothing about the address. */
export interface SubscriptionAnswer {
  email: string;
  preferences: string[];
  status: 'active' | 'pending';
}

export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps?: NewsletterDeps,
  ) {}

  /**
   * Subscribes `input.email`. A caller whose own, proven address it is (`provenEmail`) subscribes
   * at once. Anyone else gets a confirmation mailed to the address, and nothing changes until it is
   * followed: a new address is stored as pending, a known one keeps its status and preferences.
   * The answer is built from the request alone and the same work is done either way, so it tells
   * nothing about whether the address is known.
   */
  async subscribe(input: unknown, provenEmail?: string | null): Promise<SubscriptionAnswer> {
    const data = parseOrThrow(SubscribeInputSchema, input);
    const preferences = NEWSLETTER_TOPICS.filter((t) => data.preferences[t]);
    if (provenEmail && provenEmail === data.email) {
      await this.upsertActive(this.em, {
        email: data.email,
        preferences,
        firstName: data.firstName ?? null,
        lastName: data.lastName ?? null,
        source: data.source ?? null,
      });
      return { email: data.email, preferences, status: 'active' };
    }
    const { token, tokenHash } = newAccountToken();
    await this.em.transactional(async (em) => {
      await em.execute(
        `insert into newsletter_subscribers (id, email, first_name, last_name, preferences, status, source, subscribed_at)
         values (gen_random_uuid(), ?, ?, ?, ?::text[], 'pending', ?, now()) on conflict (email) do nothing`,
        [data.email, data.firstName ?? null, data.lastName ?? null, `{${preferences.join(',')}}`, data.source ?? null],
      );
      em.create(NewsletterConfirmation, {
        email: data.email,
        tokenHash,
        preferences,
        firstName: data.firstName ?? null,
        lastName: data.lastName ?? null,
        source: data.source ?? null,
        expiresAt: new Date(Date.now() + SUBSCRIPTION_CONFIRMATION_TTL_MS),
      });
    });
    const deps = this.requireDeps();
    sendInBackground(deps.mailer, {
      to: data.email,
      subject: 'Confirm your Epoch Atlas newsletter subscription',
      text:
        `Someone asked to subscribe this address to the Epoch Atlas newsletter.\n\n` +
        `Confirm here (the link works once, for 7 days):\n${siteLink(deps.publicUrl, `/newsletter/confirm?token=${token}`)}\n\n` +
        `If it was not you, ignore this email: nothing changes and you will get no newsletter.`,
    });
    return { email: data.email, preferences, status: 'pending' };
  }

  /** Follows a confirmation link: the subscription it asked for takes effect, active. */
  async confirm(input: unknown): Promise<NewsletterSubscriber> {
    const { token } = parseOrThrow(ConfirmInputSchema, input);
    return this.em.transactional(async (em) => {
      const row = await em.findOne(NewsletterConfirmation, { tokenHash: sha256(token) });
      if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) throw new ValidationError([{ field: 'token', message: INVALID_LINK }]);
      row.usedAt = new Date();
      await em.flush();
      await this.upsertActive(em, {
        email: row.email,
        preferences: row.preferences,
        firstName: row.firstName ?? null,
        lastName: row.lastName ?? null,
        source: row.source ?? null,
      });
      return em.findOneOrFail(NewsletterSubscriber, { email: row.email }, { refresh: true });
    });
  }

  /** A sign-up that asked for the newsletter has just proven its address: subscribe it, active. */
  async activateProven(email: string, firstName: string | null, lastName: string | null): Promise<void> {
    await this.em.execute(
      `insert into newsletter_subscribers (id, email, first_name, last_name, preferences, status, source, subscribed_at)
       values (gen_random_uuid(), ?, ?, ?, '{weeklyDigest}', 'active', 'register', now())
       on conflict (email) do update set status = 'active'`,
      [email, firstName, lastName],
    );
  }

  /** One statement, so two subscriptions of one address at once cannot both insert. */
  private async upsertActive(
    em: EntityManager,
    s: { email: string; preferences: string[]; firstName: string | null; lastName: string | null; source: string | null },
  ) {
    await em.execute(
      `insert into newsletter_subscribers (id, email, first_name, last_name, preferences, status, source, subscribed_at)
       values (gen_random_uuid(), ?, ?, ?, ?::text[], 'active', ?, now())
       on conflict (email) do update set preferences = excluded.preferences, status = 'active',
         first_name = coalesce(excluded.first_name, newsletter_subscribers.first_name),
         last_name = coalesce(excluded.last_name, newsletter_subscribers.last_name),
         source = coalesce(newsletter_subscribers.source, excluded.source)`,
      [s.email, s.firstName, s.lastName, `{${s.preferences.join(',')}}`, s.source],
    );
  }

  private requireDeps(): NewsletterDeps {
    if (!this.deps) throw new Error('NewsletterService needs a mailer and the public address to send confirmations');
    return this.deps;
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
}
