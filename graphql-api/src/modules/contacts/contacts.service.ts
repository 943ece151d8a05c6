import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { TooManyRequestsError } from '../../lib/errors.js';
import { emailField, parseOrThrow } from '../../lib/zod-violations.js';
import { ContactMessage } from './contact-message.entity.js';

/** At most this many messages per email address, and per sender, in RATE_WINDOW (counted in PostgreSQL, so it holds across API nodes). */
export const RATE_LIMIT = 3;
export const RATE_WINDOW_MINUTES = 60;

const text = (name: string, max: number) =>
  z.string({ message: 'Required' }).trim().min(1, 'Required').max(max, `${name} is too long (at most ${max} characters)`);

export const ContactInputSchema = z.object({
  firstName: text('firstName', 100),
  lastName: text('lastName', 100),
  email: emailField('Required'),
  subject: text('subject', 200),
  message: text('message', 5000),
});

const ListPageSchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export class ContactsService {
  constructor(private readonly em: EntityManager) {}

  async send(input: unknown, senderAddress: string): Promise<ContactMessage> {
    const data = parseOrThrow(ContactInputSchema, input);
    const senderKey = createHash('sha256').update(senderAddress).digest('hex');
    const [recent] = await this.em.getConnection().execute<[{ by_email: number; by_sender: number }]>(
      `select count(*) filter (where email = ?)::int as by_email, count(*) filter (where sender_key = ?)::int as by_sender
         from contact_messages where created_at > now() - make_interval(mins => ?)`,
      [data.email, senderKey, RATE_WINDOW_MINUTES],
    );
    if (recent.by_email >= RATE_LIMIT || recent.by_sender >= RATE_LIMIT) {
      throw new TooManyRequestsError(
        `Too many messages: please wait an hour before sending another (at most ${RATE_LIMIT} an hour).`,
        RATE_WINDOW_MINUTES * 60,
      );
    }
    const message = this.em.create(ContactMessage, { ...data, senderKey });
    await this.em.flush();
    return message;
  }

  /** A page of messages, newest first, with the total (limit 1 to 500, else 400: nothing is clamped). */
  async list(query: unknown): Promise<{ rows: ContactMessage[]; total: number }> {
    const { offset, limit } = parseOrThrow(ListPageSchema, query);
    const [rows, total] = await this.em.findAndCount(ContactMessage, {}, { orderBy: { createdAt: 'desc', id: 'asc' }, offset, limit });
    return { rows, total };
  }
}
