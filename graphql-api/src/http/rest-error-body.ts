import type { Response } from 'express';
import { requestId } from './request-logging.js';

/** The one shape of every REST error body. */
export interface RestErrorBody {
  message: string;
  code: string;
  violations?: { field: string; message: string }[];
  requestId: string | undefined;
}

/** Sends a REST error answer in the one shape, with the request id. */
export function sendRestError(res: Response, status: number, body: Omit<RestErrorBody, 'requestId'>): void {
  res.status(status).json({ ...body, requestId: requestId(res.req) });
}

