import type { Response } from 'express';

/** Lists are arrays (spec section 7); the total for the filter travels in a header for paging. */
export function sendPage<T>(res: Response, page: { rows: T[]; total: number }): void {
  res.set('X-Total-Count', String(page.total)).json(page.rows);
}
