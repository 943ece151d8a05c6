/** What a cluster's workers and its primary tell each other over the IPC channel node:cluster opens. */

/** From a worker: it wrote (events may have changed), or its own warm-up is done. */
export type WorkerMessage = { epochAtlas: 'wrote' } | { epochAtlas: 'ready' };

/** From the primary: another worker wrote, or every worker is warm. */
export type PrimaryMessage = { epochAtlas: 'peer-wrote' } | { epochAtlas: 'all-ready' };

export function isWorkerMessage(message: unknown): message is WorkerMessage {
  const kind = (message as { epochAtlas?: unknown } | null)?.epochAtlas;
  return kind === 'wrote' || kind === 'ready';
}

export function isPrimaryMessage(message: unknown): message is PrimaryMessage {
  const kind = (message as { epochAtlas?: unknown } | null)?.epochAtlas;
  return kind === 'peer-wrote' || kind === 'all-ready';
}
