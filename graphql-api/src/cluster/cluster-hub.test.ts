import { describe, expect, it } from 'vitest';
import { ClusterHub } from './cluster-hub.js';
import type { PrimaryMessage } from './messages.js';

function hubWith(...ids: number[]) {
  const sent: [number, PrimaryMessage['epochAtlas']][] = [];
  const messages: [number, PrimaryMessage][] = [];
  const hub = new ClusterHub((id, message) => {
    sent.push([id, message.epochAtlas]);
    messages.push([id, message]);
  });
  for (const id of ids) hub.add(id);
  return { hub, sent, messages };
}

describe('ClusterHub', () => {
  it('tells every other worker, and not the writer, that a worker wrote', () => {
    const { hub, messages } = hubWith(1, 2, 3);
    hub.receive(2, { epochAtlas: 'wrote', writeId: 7 });
    expect(messages).toEqual([
      [1, { epochAtlas: 'peer-wrote', writer: 2, writeId: 7 }],
      [3, { epochAtlas: 'peer-wrote', writer: 2, writeId: 7 }],
    ]);
  });

  it('tells the writer once every other worker has heard of its write, and not before', () => {
    const { hub, messages } = hubWith(1, 2, 3);
    hub.receive(2, { epochAtlas: 'wrote', writeId: 1 });
    hub.receive(2, { epochAtlas: 'wrote', writeId: 2 });
    messages.length = 0;
    hub.receive(1, { epochAtlas: 'saw-write', writer: 2, writeId: 1 });
    hub.receive(1, { epochAtlas: 'saw-write', writer: 2, writeId: 2 });
    hub.receive(3, { epochAtlas: 'saw-write', writer: 2, writeId: 2 });
    expect(messages).toEqual([[2, { epochAtlas: 'write-relayed', writeId: 2 }]]);
    hub.receive(3, { epochAtlas: 'saw-write', writer: 2, writeId: 1 });
    hub.receive(3, { epochAtlas: 'saw-write', writer: 2, writeId: 1 });
    expect(messages.slice(1)).toEqual([[2, { epochAtlas: 'write-relayed', writeId: 1 }]]);
  });

  it('a lone worker hears at once that its write is relayed', () => {
    const { hub, messages } = hubWith(4);
    hub.receive(4, { epochAtlas: 'wrote', writeId: 1 });
    expect(messages).toEqual([[4, { epochAtlas: 'write-relayed', writeId: 1 }]]);
  });

  it('a worker that dies before it heard of a write does not hold the writer back', () => {
    const { hub, messages } = hubWith(1, 2, 3);
    hub.receive(1, { epochAtlas: 'wrote', writeId: 5 });
    hub.receive(2, { epochAtlas: 'saw-write', writer: 1, writeId: 5 });
    messages.length = 0;
    hub.remove(3);
    expect(messages).toEqual([[1, { epochAtlas: 'write-relayed', writeId: 5 }]]);
  });

  it('forgets the writes of a worker that dies (nobody is left to tell)', () => {
    const { hub, messages } = hubWith(1, 2);
    hub.receive(1, { epochAtlas: 'wrote', writeId: 5 });
    hub.remove(1);
    messages.length = 0;
    hub.receive(2, { epochAtlas: 'saw-write', writer: 1, writeId: 5 });
    expect(messages).toEqual([]);
  });

  it('says all are ready only once every worker is, and tells each once', () => {
    const { hub, sent } = hubWith(1, 2);
    hub.receive(1, { epochAtlas: 'ready' });
    expect(sent).toEqual([]);
    hub.receive(2, { epochAtlas: 'ready' });
    hub.receive(2, { epochAtlas: 'ready' });
    expect(sent).toEqual([
      [1, 'all-ready'],
      [2, 'all-ready'],
    ]);
  });

  it('a replacement is told once it is warm itself; the others are not told again', () => {
    const { hub, sent } = hubWith(1, 2);
    hub.receive(1, { epochAtlas: 'ready' });
    hub.receive(2, { epochAtlas: 'ready' });
    sent.length = 0;
    hub.remove(2);
    hub.add(3);
    expect(sent).toEqual([]);
    hub.receive(3, { epochAtlas: 'ready' });
    expect(sent).toEqual([[3, 'all-ready']]);
  });

  it('a worker that dies while warming does not hold the others back', () => {
    const { hub, sent } = hubWith(1, 2);
    hub.receive(1, { epochAtlas: 'ready' });
    hub.remove(2);
    expect(sent).toEqual([[1, 'all-ready']]);
  });

  it('ignores messages of workers it does not know (already removed)', () => {
    const { hub, sent } = hubWith(1);
    hub.receive(7, { epochAtlas: 'wrote', writeId: 1 });
    hub.receive(7, { epochAtlas: 'ready' });
    expect(sent).toEqual([]);
  });
});
