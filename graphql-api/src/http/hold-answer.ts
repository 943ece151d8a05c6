import type { Response } from 'express';

/**
 * Holds back the end of a response until `work` settles (fulfilled or not), so the client cannot
 * ask again before it is done. Used after writes: the response caches of this worker and of the
 * cluster's others must know the data changed before the writer hears that it did.
 */
export function holdAnswerUntil(res: Response, work: () => Promise<void>): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    const finish = () => void end(...args);
    work().then(finish, finish);
    return res;
  }) as Response['end'];
}
