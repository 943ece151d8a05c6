import { withoutControlCharacters } from '../../lib/control-characters.js';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MediaFile } from './media-file.entity.js';
import { mediaTypeOf, type MediaType } from '../../domain/media-type.js';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.js';

/** The largest file a person may upload. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The content types we store, as detected from the file's bytes (never from its name or the
 * browser's claim), with the extension the stored file gets. No SVG or HTML: they can carry scripts.
 */
const ALLOWED: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-m4a': 'm4a',
  'application/pdf': 'pdf',
  'application/epub+zip': 'epub',
};

/** The extensions a stored file can have. */
export const STORED_EXTENSIONS: readonly string[] = Object.values(ALLOWED);

const CONTENT_TYPE_OF_EXT = Object.fromEntries(Object.entries(ALLOWED).map(([mime, ext]) => [ext, mime]));

/** Stored names: a random UUID and one of our extensions; nothing a user typed ever becomes a path. */
const STORED_NAME = new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${Object.values(ALLOWED).join('|')})$`);

export const ALLOWED_DESCRIPTION = 'PNG, JPEG, GIF or WebP images, MP4, WebM or MOV videos, MP3, OGG, WAV or M4A audio, PDF or EPUB';

export interface StoredMedia {
  /** The media type of spec section 3 (image, video, audio, text, book, game, movie). */
  type: MediaType;
  /** The uploader's file name, cleaned, for display only. */
  name: string;
  /** Where the file is served: /api/media/<stored name>. */
  url: string;
  contentType: string;
  size: number;
}

/** A file name fit to show: no folders, no control characters, at most 200 characters. */
export function displayName(original: string, ext: string): string {
  const base = withoutControlCharacters(original.split(/[\\/]/).pop() ?? '').trim();
  return base.slice(0, 200) || `file.${ext}`;
}

/** Upload quotas per account: the files it stores in all, and what it may add in a day. */
export const MEDIA_QUOTA = { totalBytes: 200 * 1024 * 1024, dailyBytes: 100 * 1024 * 1024 };
/** Files no event uses are deleted this long after their upload (a wizard may take a while). */
export const UNUSED_MEDIA_GRACE_HOURS = 24;

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Media files kept in a local folder (MEDIA_DIR), checked by content on the way in. Uploads arrive
 * in MEDIA_DIR/.incoming as they stream (never whole in memory), and move to their final name
 * only once their type and the owner's quota allow it.
 */
export class MediaStore {
  readonly incomingDir: string;

  constructor(private readonly dir: string) {
    this.incomingDir = path.join(dir, '.incoming');
  }

  /** What the account stores in all and has uploaded in the last 24 hours. */
  private async usage(em: EntityManager, userId: string): Promise<{ total: number; today: number }> {
    const [row] = await em.execute<{ total: string; today: string }[]>(
      `select coalesce(sum(size), 0)::bigint as total,
              coalesce(sum(size) filter (where created_at > now() - interval '24 hours'), 0)::bigint as today
         from media_files where user_id = ?`,
      [userId],
    );
    return { total: Number(row!.total), today: Number(row!.today) };
  }

  /** Refuses (413) an upload of `bytes` that would take the account past a quota. */
  async assertRoomFor(em: EntityManager, userId: string, bytes: number): Promise<void> {
    const { total, today } = await this.usage(em, userId);
    if (total + bytes > MEDIA_QUOTA.totalBytes) {
      throw new PayloadTooLargeError(
        `Your uploads would take more than ${mb(MEDIA_QUOTA.totalBytes)} in all (you store ${mb(total)}): remove media from your events, or ask us for more room.`,
      );
    }
    if (today + bytes > MEDIA_QUOTA.dailyBytes) {
      throw new PayloadTooLargeError(`You can upload ${mb(MEDIA_QUOTA.dailyBytes)} a day (${mb(today)} in the last 24 hours): please try again tomorrow.`);
    }
  }

  /**
   * Checks a streamed upload (`incoming`, in incomingDir) against the allow-list and the owner's
   * quota, then moves it under a random name and records it. The temporary file is gone afterwards,
   * whatever happens.
   */
  async save(em: EntityManager, userId: string, incoming: string, originalName: string): Promise<StoredMedia> {
    let moved: string | null = null;
    try {
      const detected = await fileTypeFromFile(incoming);
      const ext = detected ? ALLOWED[detected.mime] : undefined;
      if (!detected || !ext) {
        const what = detected ? `${detected.mime} files` : 'this kind of file';
        throw new ValidationError([{ field: 'file', message: `${what} cannot be uploaded; allowed: ${ALLOWED_DESCRIPTION}` }], 'Unsupported file type');
      }
      const { size } = await fs.stat(incoming);
      const stored = `${randomUUID()}.${ext}`;
      await em.transactional(async (tx) => {
        // One upload of an account at a time decides against its quota.
        await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`media:${userId}`]);
        await this.assertRoomFor(tx, userId, size);
        tx.create(MediaFile, { name: stored, userId, size, contentType: detected.mime });
        await tx.flush();
        moved = path.join(this.dir, stored);
        await fs.rename(incoming, moved);
      });
      const name = displayName(originalName, ext);
      return { type: mediaTypeOf(detected.mime, name), name, url: `/api/media/${stored}`, contentType: detected.mime, size };
    } catch (error) {
      // The transaction rolled back after the move (a lost connection at commit): no row, no file.
      if (moved) await fs.rm(moved, { force: true });
      throw error;
    } finally {
      await fs.rm(incoming, { force: true });
    }
  }

  /** The stored name and its content type, or null when the name is not one of ours. */
  locate(storedName: string): { name: string; contentType: string } | null {
    if (!STORED_NAME.test(storedName)) return null;
    const ext = storedName.split('.').pop()!;
    return { name: storedName, contentType: CONTENT_TYPE_OF_EXT[ext]! };
  }

  /** The folder files are served from (a stored name is a plain file name inside it). */
  get root(): string {
    return this.dir;
  }

  /**
   * Deletes files no event uses, uploaded more than `graceHours` ago, and uploads abandoned in
   * incomingDir for over an hour. Returns how many stored files went.
   */
  async sweepUnused(em: EntityManager, graceHours = UNUSED_MEDIA_GRACE_HOURS): Promise<number> {
    const unused = await em.execute<{ name: string }[]>(
      `delete from media_files m
        where m.created_at < now() - make_interval(hours => ?)
          and not exists (
            select 1 from historical_events e, jsonb_array_elements(e.attached_media) item
             where e.attached_media <> '[]'::jsonb and item->>'url' = '/api/media/' || m.name)
       returning m.name`,
      [graceHours],
    );
    for (const { name } of unused) await fs.rm(path.join(this.dir, name), { force: true });
    const hourAgo = Date.now() - 60 * 60 * 1000;
    for (const file of await fs.readdir(this.incomingDir).catch(() => [] as string[])) {
      const full = path.join(this.incomingDir, file);
      const stat = await fs.stat(full).catch(() => null);
      if (stat && stat.mtimeMs < hourAgo) await fs.rm(full, { force: true });
    }
    return unused.length;
  }
}
