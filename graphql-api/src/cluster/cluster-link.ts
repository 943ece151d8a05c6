/**
 * A worker's side of the cluster, as the app sees it. The workers share the database, so sessions,
 * rate limits and the map feeds' data version already hold across them (as across separate nodes);
 * what the link adds is speed: a write through one worker makes the others' response caches
 * re-read the data version at once instead of within RESPONSE_CACHE_FRESH_MS, and `/readyz`
 * answers ready only once every worker has warmed up.
 */
import type { EventEmitter } from 'node:events';
import { isPrimaryMessage, type WorkerMessage } from './messages.js';

export interface ClusterLink {
  /** Tells the other workers that this one wrote. */
  announceWrite(): void;
  /** Runs `listener` when another worker wrote. */
  onPeerWrite(listener: () => void): void;
  /** Tells the primary that this worker's own warm-up is done. */
  reportReady(): void;
  /** Settles once every worker has reported ready. */
  readonly allReady: Promise<void>;
}

/** The IPC channel of a worker process (`process` in a cluster worker). */
export interface IpcChannel extends EventEmitter {
  send?(message: WorkerMessage): unknown;
  connected?: boolean;
}

export function clusterLink(channel: IpcChannel = process): ClusterLink {
  const listeners: (() => void)[] = [];
  let markAllReady!: () => void;
  const allReady = new Promise<void>((resolve) => (markAllReady = resolve));
  channel.on('message', (message: unknown) => {
    if (!isPrimaryMessage(message)) return;
    if (message.epochAtlas === 'peer-wrote') for (const listener of listeners) listener();
    else markAllReady();
  });
  // A primary that is gone cannot be told anything (the worker is stopping then anyway).
  const send = (message: WorkerMessage) => {
    if (channel.connected !== false) channel.send?.(message);
  };
  return {
    announceWrite: () => send({ epochAtlas: 'wrote' }),
    onPeerWrite: (listener) => void listeners.push(listener),
    reportReady: () => send({ epochAtlas: 'ready' }),
    allReady,
  };
}
