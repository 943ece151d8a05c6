import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import fs from 'node:fs';
import { AppError, ValidationError } from '../graphql/errors.js';
import { requireUser } from '../modules/auth/roles.js';
import { MEDIA_MAX_BYTES, MediaStore } from '../modules/media/media.service.js';
import { limitRequest } from '../modules/rate-limit/limit-request.js';
import type { RateLimiter } from '../modules/rate-limit/rate-limiter.js';
import { requestEm } from './request-em.js';

class PayloadTooLargeError extends AppError {
  readonly status = 413;
  readonly code = 'PAYLOAD_TOO_LARGE';
}

const MAX_MB = MEDIA_MAX_BYTES / (1024 * 1024);

/**
 * Reads one multipart file (field "file") into memory, at most MEDIA_MAX_BYTES; every problem with
 * the upload itself becomes a 400 or 413 with a clear message, never a 500.
 */
function readOneFile(): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), defParamCharset: 'utf8', limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, parts: 6 } }).single('file');
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        return next(new PayloadTooLargeError(`The file is larger than ${MAX_MB} MB`));
      }
      const detail = error instanceof multer.MulterError && error.code === 'LIMIT_UNEXPECTED_FILE' ? 'send one file in the field "file"' : (error as Error).message;
      next(new ValidationError([{ field: 'file', message: detail }], 'The upload could not be read'));
    });
  };
}

/** /api/media: signed-in people upload files; anyone reads them back by their random name. */
export function mediaRouter(dir: string, limiter: RateLimiter): Router {
  const store = new MediaStore(dir);
  const router = Router();

  router.post(
    '/',
    // Who first: an anonymous caller is refused before a byte of the file is read.
    async (req, _res, next) => {
      const user = await requireUser(req, requestEm(req));
      await limitRequest(limiter, requestEm(req), req, 'mediaUpload', user.id);
      next();
    },
    readOneFile(),
    async (req, res) => {
      if (!req.file) throw new ValidationError([{ field: 'file', message: 'send the file as multipart/form-data in the field "file"' }], 'No file');
      if (req.file.size === 0) throw new ValidationError([{ field: 'file', message: 'the file is empty' }], 'Empty file');
      const stored = await store.save(req.file.buffer, req.file.originalname);
      res.status(201).json(stored);
    },
  );

  router.get('/:file', (req, res, next) => {
    const found = store.locate(req.params.file);
    if (!found || !fs.existsSync(found.file)) {
      res.status(404).json({ message: 'No such media file' });
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
    res.sendFile(found.file, { headers: { 'Content-Type': found.contentType } }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });

  return router;
}
