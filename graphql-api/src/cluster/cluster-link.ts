/**
 * A worker's side of the cluster, as the app sees it. The workers share the database, so sessions,
 * rate limits and the map feeds' data version already hold across them (as across separate nodes);
 * what the link adds is speed: a write through one worker makes the others' response caches
 * re-read the data version at once instead of within RESPONSE_CACHE_FRESH_MS, and `/readyz`
 * answers ready only once every worker has warmed up.
 */
import type { EventEmitter } from 'node:events';
import { isPrimaryMessage, type WorkerMessage } from './messages.js';

/** How long a write's answer waits at most for the other workers to hear of it (then they catch up within RESPONSE_CACHE_FRESH_MS). */
export const WRITE_RELAY_TIMEOUT_MS = 2000;

export interface ClusterLink {
  /**
   * Tells the other workers that this one wrote. Settles once every other worker has heard (their
   * caches are stale by then), or after WRITE_RELAY_TIMEOUT_MS; never fails.
   */
  announceWrite(): Promise<void>;
  /** Runs `listener` when another worker wrote (before that worker's answer goes out). */
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

export function clusterLink(channel: IpcChannel = process, relayTimeoutMs = WRITE_RELAY_TIMEOUT_MS): ClusterLink {
  const listeners: (() => void)[] = [];
  const waiting = new Map<number, () => void>();
  let writes = 0;
  let markAllReady!: () => void;
  const allReady = new Promise<void>((resolve) => (markAllReady = resolve));
  // A primary that is gone cannot be told anything (the worker is stopping then anyway).
  const connected = () => channel.connected !== false && channel.send !== undefined;
  const send = (message: WorkerMessage) => {
    if (connected()) channel.send!(message);
  };
  channel.on('message', (message: unknown) => {
    if (!isPrimaryMessage(message)) return;
    switch (message.epochAtlas) {
      case 'peer-wrote':
        for (const listener of listeners) listener();
        send({ epochAtlas: 'saw-write', writer: message.writer, writeId: message.writeId });
        break;
      case 'write-relayed':
        waiting.get(message.writeId)?.();
        break;
      case 'all-ready':
        markAllReady();
    }
  });
  channel.on('disconnect', () => {
    for (const release of waiting.values()) release();
  });

  const announceWrite = (): Promise<void> => {
    if (!connected()) return Promise.resolve();
    const writeId = ++writes;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => release(), relayTimeoutMs);
      const release = () => {
        clearTimeout(timer);
        waiting.delete(writeId);
        resolve();
      };
      waiting.set(writeId, release);
      send({ epochAtlas: 'wrote', writeId });
    });
  };

  return {
    announceWrite,
    onPeerWrite: (listener) => void listeners.push(listener),
    reportReady: () => send({ epochAtlas: 'ready' }),
    allReady,
  };
}
