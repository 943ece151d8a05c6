import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewsletterAnalytics } from './newsletter.types.js';

const PERIOD_DAYS = 30;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * The dashboard's metrics (spec section 3), each counted from the records: subscribers by status
 * and date, and, over the last 30 days, the mails sent and how many of them were opened (tracking
 * image) and clicked (a link followed). With nothing sent the rates are 0, not a guess.
 */
export async function newsletterAnalytics(em: EntityManager): Promise<NewsletterAnalytics> {
  const [people] = await em.execute<[{ total: number; active: number; week: number }]>(
    `select count(*)::int as total,
            count(*) filter (where status = 'active')::int as active,
            count(*) filter (where subscribed_at > now() - interval '7 days')::int as week
       from newsletter_subscribers`,
  );
  const [mail] = await em.execute<[{ delivered: number; opened: number; clicked: number }]>(
    `select count(*)::int as delivered,
            count(*) filter (where exists (select 1 from newsletter_engagements e where e.delivery_id = d.id and e.kind = 'open'))::int as opened,
            count(*) filter (where exists (select 1 from newsletter_engagements e where e.delivery_id = d.id and e.kind = 'click'))::int as clicked
       from newsletter_deliveries d
      where d.status = 'sent' and d.sent_at > now() - make_interval(days => ?)`,
    [PERIOD_DAYS],
  );
  const before = people.total - people.week;
  return {
    totalSubscribers: people.total,
    activeSubscribers: people.active,
    weeklyGrowth: before > 0 ? percent(people.week, before) : people.week > 0 ? 100 : 0,
    activeRate: people.total > 0 ? percent(people.active, people.total) : 0,
    delivered: mail.delivered,
    openRate: percent(mail.opened, mail.delivered),
    clickRate: percent(mail.clicked, mail.delivered),
    period: `Last ${PERIOD_DAYS} days`,
  };
}
