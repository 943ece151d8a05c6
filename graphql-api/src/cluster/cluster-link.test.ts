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
  it("tells the primary of writes and of its warm-up, and hears of other workers' writes (and says so)", () => {
    const channel = fakeChannel();
    const link = clusterLink(channel);
    let peerWrites = 0;
    link.onPeerWrite(() => peerWrites++);
    void link.announceWrite();
    link.reportReady();
    expect(channel.sent).toEqual([{ epochAtlas: 'wrote', writeId: 1 }, { epochAtlas: 'ready' }]);
    channel.emit('message', { epochAtlas: 'peer-wrote', writer: 3, writeId: 9 });
    channel.emit('message', { something: 'else' });
    expect(peerWrites).toBe(1);
    expect(channel.sent.at(-1)).toEqual({ epochAtlas: 'saw-write', writer: 3, writeId: 9 });
  });

  it('a write settles when the primary says every other worker heard of it, not before', async () => {
    const channel = fakeChannel();
    const link = clusterLink(channel, 60_000);
    let first = false;
    let second = false;
    void link.announceWrite().then(() => (first = true));
    void link.announceWrite().then(() => (second = true));
    channel.emit('message', { epochAtlas: 'write-relayed', writeId: 2 });
    await new Promise((r) => setTimeout(r, 0));
    expect([first, second]).toEqual([false, true]);
    channel.emit('message', { epochAtlas: 'write-relayed', writeId: 1 });
    await new Promise((r) => setTimeout(r, 0));
    expect(first).toBe(true);
  });

  it('a write no one confirms settles after the timeout, and at once when the primary goes', async () => {
    const channel = fakeChannel();
    const link = clusterLink(channel, 20);
    const started = Date.now();
    await link.announceWrite();
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    const gone = fakeChannel();
    const orphan = clusterLink(gone, 60_000);
    let settled = false;
    void orphan.announceWrite().then(() => (settled = true));
    gone.emit('disconnect');
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(true);
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

  it('sends nothing once the primary is gone, and a write does not wait', async () => {
    const channel = fakeChannel();
    const link = clusterLink(channel);
    channel.connected = false;
    await link.announceWrite();
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
