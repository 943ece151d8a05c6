import { NEWSLETTERS, tierLabel } from '../../domain/newsletters.js';
import type { NewsletterTopic } from '../../domain/enums.js';
import type { OutgoingMail } from '../mail/mailer.js';
import type { LinkSigner } from './link-signer.js';

/** What a mail is made of: a campaign's stored parts. */
export interface CampaignParts {
  newsletter: NewsletterTopic;
  subject: string;
  html: string;
  text: string;
  links: string[];
}

/** Who gets it: a delivery (a real send) or an admin's own address (a test, no tracking, no unsubscribe). */
export type Recipient = { kind: 'delivery'; deliveryId: string; subscriberId: string; email: string } | { kind: 'test'; email: string };

export interface MailContext {
  publicUrl: string;
  signer: LinkSigner;
  tracking: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const unescapeHref = (href: string) =>
  href
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));

/**
 * One newsletter mail for one recipient: the campaign's HTML in the site's frame and its text,
 * an unsubscribe link signed for the subscriber, the one-click List-Unsubscribe headers of RFC
 * 8058 and, with tracking on, a tracking image and links through the click redirect.
 */
export function composeNewsletterMail(campaign: CampaignParts, to: Recipient, ctx: MailContext): OutgoingMail {
  const newsletter = NEWSLETTERS[campaign.newsletter];
  const title = `${newsletter.name} · ${tierLabel(newsletter.tier)}`;
  let body = campaign.html;
  let pixel = '';
  const headers: Record<string, string> = {};
  let footerText: string;
  let footerHtml: string;
  if (to.kind === 'delivery') {
    const token = ctx.signer.sign('unsubscribe', to.subscriberId);
    const page = `${ctx.publicUrl}/newsletter/unsubscribe?token=${token}`;
    headers['List-Unsubscribe'] = `<${ctx.publicUrl}/api/newsletter/one-click?token=${token}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    footerText = `You receive ${newsletter.name} because you subscribed at Epoch Atlas.\nUnsubscribe: ${page}`;
    footerHtml = `You receive ${escapeHtml(newsletter.name)} because you subscribed at Epoch Atlas. <a href="${escapeHtml(page)}">Unsubscribe</a>`;
    if (ctx.tracking) {
      const track = ctx.signer.sign('track', to.deliveryId);
      body = trackLinks(body, campaign.links, ctx.publicUrl, track);
      pixel = `<img src="${ctx.publicUrl}/api/newsletter/o/${track}" width="1" height="1" alt="" style="display:block;border:0">`;
    }
  } else {
    footerText = 'Test or preview: each subscriber finds an unsubscribe link of their own here.';
    footerHtml = escapeHtml(footerText);
  }
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(campaign.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f4f1ea;font-family:Georgia,serif;color:#222">` +
    `<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">` +
    `<p style="margin:0 0 16px;font:600 12px/1.4 sans-serif;letter-spacing:.08em;color:#7a5c2e">${escapeHtml(title)}</p>` +
    `${body}<hr style="border:0;border-top:1px solid #ddd;margin:24px 0">` +
    `<p style="font:12px/1.5 sans-serif;color:#666">${footerHtml}</p></div>${pixel}</body></html>`;
  return {
    to: to.email,
    subject: to.kind === 'test' ? `[Test] ${campaign.subject}` : campaign.subject,
    text: `${title}\n\n${campaign.text.trimEnd()}\n\n--\n${footerText}\n`,
    html,
    headers: to.kind === 'delivery' ? headers : undefined,
    messageId: to.kind === 'delivery' ? `<${to.deliveryId}@${new URL(ctx.publicUrl).hostname}>` : undefined,
  };
}

/** Sends the mail's own links (and the site's) through the click redirect; any other href is left as written. */
function trackLinks(html: string, links: readonly string[], publicUrl: string, token: string): string {
  const allowed = new Set(links);
  return html.replace(/href="([^"]*)"/g, (whole, raw: string) => {
    const href = unescapeHref(raw);
    if (!allowed.has(href) && !isOwnSite(href, publicUrl)) return whole;
    return `href="${escapeHtml(`${publicUrl}/api/newsletter/c/${token}?u=${encodeURIComponent(href)}`)}"`;
  });
}

/** Whether an address is on the site itself (same origin as the public address). */
export function isOwnSite(href: string, publicUrl: string): boolean {
  try {
    return new URL(href).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
