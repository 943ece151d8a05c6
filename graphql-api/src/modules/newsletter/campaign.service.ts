import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../../domain/enums.js';
import { NEWSLETTERS } from '../../domain/newsletters.js';
import { ConflictError, MailNotSentError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { renderMarkdownMail } from './campaign-render.js';
import { startSending } from './campaign-sending.js';
import type { CampaignPreview, CampaignView } from './campaign.types.js';
import { NewsletterCampaign } from './newsletter-campaign.entity.js';
import { composeNewsletterMail, type CampaignParts } from './newsletter-mail.js';
import type { NewsletterRuntime } from './newsletter-runtime.js';

export const CampaignInputSchema = z.object({
  newsletter: z.enum(NEWSLETTER_TOPICS, { message: 'Unknown newsletter: choose one of WEEKLY_DIGEST, PREMIUM_INSIGHTS, HISTORIAN_CORNER' }),
  subject: z.string({ message: 'A subject is required' }).trim().min(1, 'The subject is empty').max(200),
  markdown: z.string({ message: 'The campaign needs its text' }).trim().min(1, 'The campaign is empty: write its text first').max(50_000),
});

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

interface CampaignRow {
  id: string;
  newsletter: NewsletterTopic;
  kind: string;
  subject: string;
  markdown: string;
  status: string;
  created_at: string;
  queued_at: string | null;
  finished_at: string | null;
  recipients: number;
  sent: number;
  failed: number;
  opened: number;
  clicked: number;
}

/** Admins' campaigns: write, preview, send a test to oneself, send to a newsletter's active subscribers, and their figures. */
export class CampaignService {
  constructor(
    private readonly em: EntityManager,
    private readonly runtime: NewsletterRuntime,
  ) {}

  async preview(input: unknown, path = 'input'): Promise<CampaignPreview> {
    const data = parseOrThrow(CampaignInputSchema, input, path);
    const mail = composeNewsletterMail(this.parts(data), { kind: 'test', email: 'preview' }, this.runtime.deps);
    return { subject: data.subject, html: mail.html!, text: mail.text, recipients: await this.activeSubscribers(data.newsletter) };
  }

  async create(input: unknown, createdBy: string, path = 'input'): Promise<CampaignView> {
    const data = parseOrThrow(CampaignInputSchema, input, path);
    const campaign = this.em.create(NewsletterCampaign, { ...this.parts(data), markdown: data.markdown, createdBy });
    await this.em.flush();
    return this.view(campaign.id);
  }

  /** Sends the campaign to the admin's own address at once: no delivery, no tracking, marked [Test]. */
  async sendTest(id: string, to: string): Promise<boolean> {
    const campaign = await this.find(id);
    try {
      await this.runtime.deps.mailer.send(composeNewsletterMail(campaign, { kind: 'test', email: to }, this.runtime.deps));
    } catch (error) {
      throw new MailNotSentError('The mail server did not take the test mail. Check SMTP_URL and try again.', { cause: error });
    }
    return true;
  }

  /** Queues a draft for every active subscriber of its newsletter; a campaign is sent once. */
  async send(id: string): Promise<CampaignView> {
    await this.find(id);
    const queued = await startSending(this.em, id);
    if (queued === null) throw new ConflictError('This campaign was already sent', 'ALREADY_SENT');
    if (queued > 0) await this.runtime.queue.sendCampaign(id);
    return this.view(id);
  }

  async list(offset: number, limit: number): Promise<{ rows: CampaignView[]; total: number }> {
    const rows = await this.rows('true', [], offset, limit);
    const [count] = await this.em.execute<[{ n: number }]>(`select count(*)::int as n from newsletter_campaigns`);
    return { rows: rows.map(toView), total: count.n };
  }

  async view(id: string): Promise<CampaignView> {
    const [row] = await this.rows('c.id = ?', [id], 0, 1);
    if (!row) throw new NotFoundError('No such campaign');
    return toView(row);
  }

  private async find(id: string): Promise<NewsletterCampaign> {
    if (!isUuid(id)) throw new ValidationError([{ field: 'id', message: 'Not a campaign id' }]);
    const campaign = await this.em.findOne(NewsletterCampaign, { id });
    if (!campaign) throw new NotFoundError('No such campaign');
    return campaign;
  }

  private parts(data: z.infer<typeof CampaignInputSchema>): CampaignParts {
    const mail = renderMarkdownMail(data.markdown, this.runtime.settings.publicUrl);
    return { newsletter: data.newsletter, subject: data.subject, html: mail.html, text: mail.text, links: mail.links };
  }

  private async activeSubscribers(newsletter: NewsletterTopic): Promise<number> {
    const [row] = await this.em.execute<[{ n: number }]>(
      `select count(*)::int as n from newsletter_subscribers where status = 'active' and (preferences is null or ? = any(preferences))`,
      [newsletter],
    );
    return row.n;
  }

  private rows(where: string, params: unknown[], offset: number, limit: number): Promise<CampaignRow[]> {
    return this.em.execute<CampaignRow[]>(
      `select c.id, c.newsletter, c.kind, c.subject, c.markdown, c.status, c.created_at, c.queued_at, c.finished_at,
              coalesce(d.recipients, 0)::int as recipients, coalesce(d.sent, 0)::int as sent, coalesce(d.failed, 0)::int as failed,
              coalesce(e.opened, 0)::int as opened, coalesce(e.clicked, 0)::int as clicked
         from newsletter_campaigns c
         left join lateral (select count(*) as recipients, count(*) filter (where status = 'sent') as sent,
                                   count(*) filter (where status = 'failed') as failed
                              from newsletter_deliveries where campaign_id = c.id) d on true
         left join lateral (select count(distinct delivery_id) filter (where kind = 'open') as opened,
                                   count(distinct delivery_id) filter (where kind = 'click') as clicked
                              from newsletter_engagements where campaign_id = c.id) e on true
        where ${where} order by c.created_at desc, c.id limit ? offset ?`,
      [...params, limit, offset],
    );
  }
}

function toView(r: CampaignRow): CampaignView {
  const newsletter = NEWSLETTERS[r.newsletter];
  return {
    id: r.id,
    newsletter: r.newsletter,
    newsletterName: newsletter.name,
    tier: newsletter.tier,
    kind: r.kind,
    subject: r.subject,
    markdown: r.markdown,
    status: r.status,
    createdAt: new Date(r.created_at),
    queuedAt: r.queued_at ? new Date(r.queued_at) : null,
    finishedAt: r.finished_at ? new Date(r.finished_at) : null,
    recipients: r.recipients,
    sent: r.sent,
    failed: r.failed,
    opened: r.opened,
    clicked: r.clicked,
    openRate: percent(r.opened, r.sent),
    clickRate: percent(r.clicked, r.sent),
  };
}
