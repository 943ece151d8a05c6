import type { Response } from 'express';

/**
 * A writer for a streamed answer: when the socket's buffer is full it waits for 'drain'
 * (backpressure), so a slow client holds one batch in memory, not the whole list. One listener per
 * response (compression re-routes 'drain' listeners to its zlib stream, where they cannot be
 * removed). write() answers false once the client has gone.
 */
export function backpressured(res: Response): (chunk: string) => Promise<boolean> {
  let wake: (() => void) | null = null;
  const fire = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  res.on('drain', fire);
  res.on('close', fire);
  return async (chunk) => {
    if (res.destroyed) return false;
    if (!res.write(chunk)) await new Promise<void>((resolve) => (wake = resolve));
    return !res.destroyed;
  };
}
