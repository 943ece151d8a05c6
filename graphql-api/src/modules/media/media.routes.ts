import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.js';
import { requestEm } from '../shared/request-em.js';
import { sendRestError } from '../shared/rest-error-body.js';
import { requireUser } from '../auth/roles.js';
import { limitRequest } from '../rate-limit/limit-request.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { MEDIA_MAX_BYTES, MediaStore } from './media.service.js';

const MAX_MB = MEDIA_MAX_BYTES / (1024 * 1024);

/**
 * Streams one multipart file (field "file") to a temporary file, at most MEDIA_MAX_BYTES: an upload
 * never sits whole in memory. Every problem with the upload itself becomes a 400 or 413 with a
 * clear message, never a 500.
 */
function streamOneFile(store: MediaStore): RequestHandler {
  const storage = multer.diskStorage({
    destination: (_req, _file, done) => fs.mkdir(store.incomingDir, { recursive: true }, (error) => done(error ?? null, store.incomingDir)),
    filename: (_req, _file, done) => done(null, `${randomUUID()}.part`),
  });
  const parse = multer({ storage, defParamCharset: 'utf8', limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, parts: 6 } }).single('file');
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        return next(new PayloadTooLargeError(`The file is larger than ${MAX_MB} MB`));
      }
      const detail =
        error instanceof multer.MulterError && error.code === 'LIMIT_UNEXPECTED_FILE' ? 'send one file in the field "file"' : (error as Error).message;
      next(new ValidationError([{ field: 'file', message: detail }], 'The upload could not be read'));
    });
  };
}

/** /api/media: signed-in people upload files (within their quota); anyone reads them back by their random name. */
export function mediaRouter(dir: string, limiter: RateLimiter): Router {
  const store = new MediaStore(dir);
  const router = Router();

  router.post(
    '/',
    // Who first, and whether there is room: an anonymous caller, or one past a quota, is refused
    // before a byte of the file is read.
    async (req, res, next) => {
      const em = requestEm(req);
      const user = await requireUser(req, em);
      await limitRequest(limiter, em, req, 'mediaUpload', user.id);
      const declared = Number(req.get('content-length') ?? 0);
      await store.assertRoomFor(em, user.id, Number.isFinite(declared) ? Math.min(declared, MEDIA_MAX_BYTES) : 0);
      res.locals.uploaderId = user.id;
      next();
    },
    streamOneFile(store),
    async (req, res) => {
      const file = req.file;
      if (!file) throw new ValidationError([{ field: 'file', message: 'send the file as multipart/form-data in the field "file"' }], 'No file');
      if (file.size === 0) {
        await fs.promises.rm(file.path, { force: true });
        throw new ValidationError([{ field: 'file', message: 'the file is empty' }], 'Empty file');
      }
      const stored = await store.save(requestEm(req), res.locals.uploaderId as string, file.path, file.originalname);
      res.status(201).json(stored);
    },
  );

  router.get('/:file', (req, res, next) => {
    const found = store.locate(req.params.file);
    if (!found) {
      sendRestError(res, 404, { message: 'No such media file', code: 'NOT_FOUND' });
      return;
    }
    const inline = /^(image|video|audio)\//.test(found.contentType);
    res.set({
      'Content-Type': found.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': inline ? 'inline' : 'attachment',
      // Names are random and files never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    // Relative to the media folder, so a dot folder on the way to it (the default .data/media) is
    // not a "dotfile" to the static file library; the stored name itself never starts with a dot.
    res.sendFile(found.name, { root: store.root, headers: { 'Content-Type': found.contentType } }, (error) => {
      if (!error) return;
      if (!res.headersSent && (error as { status?: number }).status === 404) {
        for (const header of ['Content-Type', 'Content-Disposition', 'Cache-Control']) res.removeHeader(header);
        sendRestError(res, 404, { message: 'No such media file', code: 'NOT_FOUND' });
      } else if (!res.headersSent) next(error);
    });
  });

  return router;
}
