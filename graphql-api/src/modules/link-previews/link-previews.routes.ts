/**
 * Link previews and embeds over HTTP (issue 29): the card images a shared link shows
 * (/api/cards/...), the oEmbed endpoint (/oembed), and the head tags of each page of the web app.
 * All public reads; the image and oEmbed routes are rate-limited, since each may render a card.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, type Request, type Response } from 'express';
import { parseCompareYears, type CompareYears } from '../../domain/compare-years.js';
import { isEmbedPath, storyIdOfPath } from '../../domain/embed.js';
import { NotFoundError } from '../../lib/errors.js';
import { UUID_PATTERN } from '../../lib/uuid.js';
import { EventService } from '../events/event.service.js';
import { limitRequest } from '../rate-limit/limit-request.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { CardImages } from './card-image.js';
import { eventCardSvg, siteCardSvg } from './card-svg.js';
import { oembedAnswer } from './oembed.js';
import { comparePageMeta, eventPageMeta, headTags, sitePageMeta, storyPageMeta } from './page-meta.js';
import { findPreviewStory } from '../stories/story-preview.js';
import { findPreviewEvent } from './preview-event.js';

export interface LinkPreviewOptions {
  /** A fresh EntityManager for one request. */
  em: () => EntityManager;
  limiter: RateLimiter;
  /** The site's public address (config), the base of every link in tags, cards and embeds. */
  publicUrl: string;
  /** The events data version (the one the ETags use): cards are kept per version. */
  currentVersion: () => Promise<string>;
}

const EVENT_CARD_FILE = new RegExp(`^(${UUID_PATTERN.source.slice(1, -1)})\\.png$`, 'i');

function sendPng(res: Response, png: Buffer): void {
  res.type('png').send(png);
}

/** GET /api/cards/site.png and /api/cards/events/<id>.png: 1200x630 PNG cards. */
export function cardRoutes(options: LinkPreviewOptions): Router {
  const router = Router();
  const cards = new CardImages();

  router.get('/site.png', async (req, res) => {
    await limitRequest(options.limiter, options.em(), req, 'linkPreview');
    const png = await cards.get(await options.currentVersion(), 'site', () => Promise.resolve(siteCardSvg()));
    sendPng(res, png!);
  });

  router.get('/events/:file', async (req, res) => {
    const id = EVENT_CARD_FILE.exec(req.params.file)?.[1]?.toLowerCase();
    if (!id) throw new NotFoundError('No card here: a card is /api/cards/events/<event id>.png');
    const em = options.em();
    await limitRequest(options.limiter, em, req, 'linkPreview');
    const png = await cards.get(await options.currentVersion(), `event ${id}`, async () => {
      const event = await findPreviewEvent(em, id);
      return event && eventCardSvg(event);
    });
    if (!png) throw new NotFoundError(`No event with id ${id}`);
    sendPng(res, png);
  });

  return router;
}

/** GET /oembed?url=&format=&maxwidth=&maxheight=: the oEmbed answer for our map's addresses. */
export function oembedRoutes(options: LinkPreviewOptions): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const em = options.em();
    await limitRequest(options.limiter, em, req, 'linkPreview');
    res.set('Cache-Control', 'public, max-age=300').json(await oembedAnswer(em, req.query, options.publicUrl));
  });
  return router;
}

/** How long a page waits for its event's name: a slow database must not hold the page itself. */
const HEAD_LOOKUP_MS = 1500;

/** `work`'s value, or a rejection when it takes longer than `ms` (the work itself goes on). */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The head tags of a page of the web app: an event's own when the address names one (?event=
 * on the map or the embed), the site's otherwise. It never fails: an unknown or malformed id, or
 * a database that cannot be read, gives the site's tags, and the page loads as always.
 */
export function pageHeadTags(options: LinkPreviewOptions): (req: Request) => Promise<string> {
  return async (req) => {
    const event = await withinTime(findPreviewEvent(options.em(), req.query.event), HEAD_LOOKUP_MS).catch(() => null);
    if (event) return headTags(eventPageMeta(event, options.publicUrl), options.publicUrl);
    const storyId = storyIdOf(req);
    const story = storyId ? await withinTime(findPreviewStory(options.em(), storyId), HEAD_LOOKUP_MS).catch(() => null) : null;
    if (story) return headTags(storyPageMeta(story, options.publicUrl), options.publicUrl);
    const compare = isMapPage(req.path) && typeof req.query.compare === 'string' ? parseCompareYears(req.query.compare) : null;
    if (compare) {
      // Without the counts (a slow or unreadable database) the preview still names the two years.
      const counts = await withinTime(compareCounts(options.em(), compare), HEAD_LOOKUP_MS).catch(() => null);
      return headTags(comparePageMeta(compare, counts, options.publicUrl), options.publicUrl);
    }
    return headTags(sitePageMeta(options.publicUrl, req.path), options.publicUrl);
  };
}

/** The story a page plays: /stories/<id> (any case, one trailing slash), or the embed's ?story=. */
function storyIdOf(req: Request): unknown {
  return storyIdOfPath(req.path) ?? (isEmbedPath(req.path) ? req.query.story : null);
}

/** The map or its embed (any case, one trailing slash), the pages that take ?compare=. */
const isMapPage = (path: string) => path === '/' || isEmbedPath(path);

/** What the compare view's two sides count at first: real history, every period, at each year. */
async function compareCounts(em: EntityManager, [left, right]: CompareYears): Promise<[number, number]> {
  const events = new EventService(em);
  return Promise.all([events.count({ year: left, mode: 'real' }), events.count({ year: right, mode: 'real' })]);
}
