/** What a cluster's workers and its primary tell each other over the IPC channel node:cluster opens. */

/**
 * From a worker: it wrote (events may have changed; `writeId` is its own count), it has heard of
 * another worker's write, or its own warm-up is done.
 */
export type WorkerMessage = { epochAtlas: 'wrote'; writeId: number } | { epochAtlas: 'saw-write'; writer: number; writeId: number } | { epochAtlas: 'ready' };

/**
 * From the primary: another worker wrote (`writer` is its cluster id), every other worker has heard
 * of this worker's write `writeId`, or every worker is warm.
 */
export type PrimaryMessage =
  { epochAtlas: 'peer-wrote'; writer: number; writeId: number } | { epochAtlas: 'write-relayed'; writeId: number } | { epochAtlas: 'all-ready' };

const WORKER_KINDS: readonly unknown[] = ['wrote', 'saw-write', 'ready'] satisfies WorkerMessage['epochAtlas'][];
const PRIMARY_KINDS: readonly unknown[] = ['peer-wrote', 'write-relayed', 'all-ready'] satisfies PrimaryMessage['epochAtlas'][];

export function isWorkerMessage(message: unknown): message is WorkerMessage {
  return WORKER_KINDS.includes((message as { epochAtlas?: unknown } | null)?.epochAtlas);
}

export function isPrimaryMessage(message: unknown): message is PrimaryMessage {
  return PRIMARY_KINDS.includes((message as { epochAtlas?: unknown } | null)?.epochAtlas);
}
