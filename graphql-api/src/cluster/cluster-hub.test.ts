import { describe, expect, it } from 'vitest';
import { ClusterHub } from './cluster-hub.js';
import type { PrimaryMessage } from './messages.js';

function hubWith(...ids: number[]) {
  const sent: [number, PrimaryMessage['epochAtlas']][] = [];
  const hub = new ClusterHub((id, message) => sent.push([id, message.epochAtlas]));
  for (const id of ids) hub.add(id);
  return { hub, sent };
}

describe('ClusterHub', () => {
  it('tells every other worker, and not the writer, that a worker wrote', () => {
    const { hub, sent } = hubWith(1, 2, 3);
    hub.receive(2, { epochAtlas: 'wrote' });
    expect(sent).toEqual([
      [1, 'peer-wrote'],
      [3, 'peer-wrote'],
    ]);
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
    hub.receive(7, { epochAtlas: 'wrote' });
    hub.receive(7, { epochAtlas: 'ready' });
    expect(sent).toEqual([]);
  });
});
