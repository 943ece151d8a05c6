import type { MikroORM } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import { LOCKS, withAdvisoryLock } from '../../db/advisory-lock.js';
import { logger } from '../../lib/logger.js';
import { sendBatch, type DeliveryDeps } from './delivery-worker.js';
import { queueWeeklyDigest } from './digest-schedule.js';

/** A campaign's mails, a batch at a time; each batch queues the next while mails remain. */
const BATCH = 'newsletter-batch';
/** 'This Week in History', on the configured schedule. */
const DIGEST = 'newsletter-weekly-digest';

export interface QueueSettings {
  batchSize: number;
  digestCron: string;
}

/**
 * The newsletter's job queue: pg-boss on the site's own PostgreSQL (its jobs live in the pgboss
 * schema), started with the server on every node. Jobs only say which campaign to work on; what
 * is left to send is read from newsletter_deliveries, so a job run twice, retried after a crash or
 * queued again at start-up sends nothing twice.
 */
export class NewsletterQueue {
  private started: Promise<PgBoss> | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly databaseUrl: string,
    private readonly deps: DeliveryDeps,
    private readonly settings: QueueSettings,
  ) {}

  /** Starts pg-boss and the workers once; campaigns a stopped or crashed node left half-sent carry on. */
  start(): Promise<PgBoss> {
    this.started ??= this.boot().catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  /** Queues a campaign's next batch (now, or when its first retry is due). */
  async sendCampaign(campaignId: string, startAfter?: Date): Promise<void> {
    const boss = await this.start();
    await boss.send(BATCH, { campaignId }, startAfter ? { startAfter } : {});
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    const boss = await this.started.catch(() => null);
    this.started = null;
    await boss?.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  private async boot(): Promise<PgBoss> {
    const boss = new PgBoss({ connectionString: this.databaseUrl, max: 3, application_name: 'epoch-atlas newsletter queue' });
    boss.on('error', (error) => logger.error({ err: error }, '[newsletter] queue error'));
    // One node at a time: pg-boss's createQueue from two nodes starting together deadlocks in
    // PostgreSQL (each creates the queue's table and takes the other's lock), and the loser exited.
    await withAdvisoryLock(this.databaseUrl, LOCKS.jobQueues, async () => {
      await boss.start();
      // A batch of 50 at the slowest rate takes well under 5 minutes; a job still active after that
      // belongs to a node that died, and goes to another (its rows are free: its transaction ended with it).
      await boss.createQueue(BATCH, { name: BATCH, retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 });
      await boss.createQueue(DIGEST, { name: DIGEST, retryLimit: 3, retryDelay: 60, expireInSeconds: 600 });
      await boss.schedule(DIGEST, this.settings.digestCron, {}, { tz: 'UTC' });
    });
    await boss.work<{ campaignId: string }>(BATCH, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await this.runBatch(job.data.campaignId);
    });
    await boss.work(DIGEST, { batchSize: 1 }, async () => {
      const campaignId = await queueWeeklyDigest(this.orm.em.fork(), this.deps.publicUrl, new Date());
      if (campaignId) await boss.send(BATCH, { campaignId });
    });
    await this.resume(boss);
    return boss;
  }

  private async runBatch(campaignId: string): Promise<void> {
    const outcome = await sendBatch(this.orm.em, this.deps, campaignId, this.settings.batchSize);
    if (outcome.remaining === 0) return;
    const boss = await this.start();
    const due = outcome.nextAttemptAt && outcome.nextAttemptAt.getTime() > Date.now() ? outcome.nextAttemptAt : undefined;
    await boss.send(BATCH, { campaignId }, due ? { startAfter: due } : {});
  }

  /** Campaigns still sending (a node stopped or died mid-way): queue a batch for each. */
  private async resume(boss: PgBoss): Promise<void> {
    const rows = await this.orm.em.fork().getConnection().execute<{ id: string }[]>(`select id from newsletter_campaigns where status = 'sending'`);
    for (const { id } of rows) await boss.send(BATCH, { campaignId: id });
    if (rows.length) logger.info(`[newsletter] resuming ${rows.length} campaign${rows.length === 1 ? '' : 's'} left sending`);
  }
}
