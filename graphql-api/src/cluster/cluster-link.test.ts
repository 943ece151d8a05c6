import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Readiness } from '../http/readiness.js';
import { clusterLink, type IpcChannel } from './cluster-link.js';
import type { WorkerMessage } from './messages.js';

function fakeChannel(): IpcChannel & { sent: WorkerMessage[] } {
  const channel = new EventEmitter() as IpcChannel & { sent: WorkerMessage[] };
  channel.sent = [];
  channel.connected = true;
  channel.send = (message) => channel.sent.push(message);
  return channel;
}

describe('clusterLink', () => {
  it("tells the primary of writes and of its warm-up, and hears of other workers' writes", () => {
    const channel = fakeChannel();
    const link = clusterLink(channel);
    let peerWrites = 0;
    link.onPeerWrite(() => peerWrites++);
    link.announceWrite();
    link.reportReady();
    expect(channel.sent).toEqual([{ epochAtlas: 'wrote' }, { epochAtlas: 'ready' }]);
    channel.emit('message', { epochAtlas: 'peer-wrote' });
    channel.emit('message', { something: 'else' });
    expect(peerWrites).toBe(1);
  });

  it('keeps /readyz warming until the primary says every worker is ready', async () => {
    const channel = fakeChannel();
    const link = clusterLink(channel);
    const readiness = new Readiness();
    readiness.waitFor('other workers', link.allReady);
    expect(readiness.pending()).toEqual(['other workers']);
    channel.emit('message', { epochAtlas: 'all-ready' });
    await readiness.settled();
    expect(readiness.pending()).toEqual([]);
  });

  it('sends nothing once the primary is gone', () => {
    const channel = fakeChannel();
    const link = clusterLink(channel);
    channel.connected = false;
    link.announceWrite();
    expect(channel.sent).toEqual([]);
  });
});

describe('Readiness.settled', () => {
  it('waits for the work registered so far, failed work included', async () => {
    const readiness = new Readiness();
    let finish!: () => void;
    readiness.waitFor('map feed', new Promise<void>((resolve) => (finish = resolve)));
    readiness.waitFor('broken', Promise.reject(new Error('no luck')));
    let settled = false;
    const done = readiness.settled().then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    finish();
    await done;
    expect(readiness.pending()).toEqual([]);
  });
});
