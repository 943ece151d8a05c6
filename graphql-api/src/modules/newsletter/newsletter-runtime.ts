import type { MikroORM } from '@mikro-orm/postgresql';
import { createHmac } from 'node:crypto';
import type { Mailer } from '../mail/mailer.js';
import type { DeliveryDeps } from './delivery-worker.js';
import { LinkSigner } from './link-signer.js';
import { NewsletterQueue } from './newsletter-queue.js';

export interface NewsletterSettings {
  publicUrl: string;
  /** Signs unsubscribe and tracking links (derived from the session secret). */
  secret: string;
  tracking: boolean;
  sendRatePerSecond: number;
  batchSize: number;
  digestCron: string;
}

/** What the newsletter's resolvers, routes and queue share in one app: settings, link signing, the mailer and the queue. */
export class NewsletterRuntime {
  readonly signer: LinkSigner;
  readonly deps: DeliveryDeps;
  readonly queue: NewsletterQueue;

  constructor(
    orm: MikroORM,
    mailer: Mailer,
    readonly settings: NewsletterSettings,
  ) {
    this.signer = new LinkSigner(createHmac('sha256', settings.secret).update('newsletter links').digest('hex'));
    this.deps = { mailer, publicUrl: settings.publicUrl, signer: this.signer, tracking: settings.tracking, sendRatePerSecond: settings.sendRatePerSecond };
    this.queue = new NewsletterQueue(orm, orm.config.getClientUrl(), this.deps, { batchSize: settings.batchSize, digestCron: settings.digestCron });
  }
}

// Keyed by the app's auth context (one per app), which every resolver and route already holds:
// no second context object threads through the transports.
const runtimes = new WeakMap<object, NewsletterRuntime>();

export function bindNewsletterRuntime(appContext: object, runtime: NewsletterRuntime): void {
  runtimes.set(appContext, runtime);
}

export function newsletterRuntime(appContext: object): NewsletterRuntime {
  const runtime = runtimes.get(appContext);
  if (!runtime) throw new Error('The newsletter runtime was not set up for this app (see app.ts)');
  return runtime;
}
