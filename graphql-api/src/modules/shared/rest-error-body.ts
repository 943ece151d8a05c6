import type { Response } from 'express';

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

/** The request id the request log gave this request (http/request-logging.ts sets req.id). */
export function requestId(req: { id?: unknown }): string | undefined {
  return typeof req.id === 'string' ? req.id : undefined;
}
