import { withoutControlCharacters } from '../../lib/control-characters.js';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { mediaTypeOf, type MediaType } from '../../domain/media-type.js';
import { ValidationError } from '../../graphql/errors.js';

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

/** Media files kept in a local folder (MEDIA_DIR), checked by content on the way in. */
export class MediaStore {
  constructor(private readonly dir: string) {}

  /** Checks the bytes against the allow-list and writes the file under a random name. */
  async save(bytes: Buffer, originalName: string): Promise<StoredMedia> {
    const detected = await fileTypeFromBuffer(bytes);
    const ext = detected ? ALLOWED[detected.mime] : undefined;
    if (!detected || !ext) {
      const what = detected ? `${detected.mime} files` : 'this kind of file';
      throw new ValidationError([{ field: 'file', message: `${what} cannot be uploaded; allowed: ${ALLOWED_DESCRIPTION}` }], 'Unsupported file type');
    }
    const stored = `${randomUUID()}.${ext}`;
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, stored), bytes, { flag: 'wx' });
    const name = displayName(originalName, ext);
    return { type: mediaTypeOf(detected.mime, name), name, url: `/api/media/${stored}`, contentType: detected.mime, size: bytes.length };
  }

  /** The file and its content type for a stored name, or null when the name is not one of ours. */
  locate(storedName: string): { file: string; contentType: string } | null {
    if (!STORED_NAME.test(storedName)) return null;
    const ext = storedName.split('.').pop()!;
    return { file: path.join(this.dir, storedName), contentType: CONTENT_TYPE_OF_EXT[ext]! };
  }
}
