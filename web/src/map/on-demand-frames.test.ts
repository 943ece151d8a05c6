import { describe, expect, it } from 'vitest';
import { AWAKE_MS, OnDemandFrames, type FrameScheduler } from './on-demand-frames';

/** A browser's frames by hand: `vsync` runs what was requested, as one display refresh does. */
class FakeFrames implements FrameScheduler {
  requested = new Map<number, FrameRequestCallback>();
  private next = 1;
  requestAnimationFrame(callback: FrameRequestCallback): number {
    this.requested.set(this.next, callback);
    return this.next++;
  }
  cancelAnimationFrame(id: number): void {
    this.requested.delete(id);
  }
  vsync(time: number): void {
    const due = [...this.requested.values()];
    this.requested.clear();
    for (const callback of due) callback(time);
  }
}

/** A render loop as luma.gl's AnimationLoop runs one: each frame draws, then asks for the next. */
function renderLoop(scheduler: FrameScheduler) {
  const loop = { frames: 0, id: null as number | null };
  const frame = () => {
    loop.frames++;
    loop.id = scheduler.requestAnimationFrame(frame);
  };
  loop.id = scheduler.requestAnimationFrame(frame);
  return loop;
}

function setUp() {
  const browser = new FakeFrames();
  let now = 0;
  const frames = new OnDemandFrames(browser, () => now);
  const loop = renderLoop(frames);
  /** Refreshes the display `count` times, 16 ms apart. */
  const refresh = (count: number) => {
    for (let i = 0; i < count; i++) {
      now += 16;
      browser.vsync(now);
    }
  };
  return { browser, frames, loop, refresh, advance: (ms: number) => (now += ms) };
}

describe('OnDemandFrames', () => {
  it('passes frames on at first, then asks the browser for none while nothing changes', () => {
    const { browser, loop, refresh } = setUp();
    refresh(Math.ceil(AWAKE_MS / 16) + 2);
    const drawn = loop.frames;
    expect(drawn).toBeGreaterThan(20);
    expect(browser.requested.size).toBe(0);
    refresh(600); // ten idle seconds
    expect(loop.frames).toBe(drawn);
  });

  it('runs the held frame on a wake and keeps running for AWAKE_MS after it', () => {
    const { browser, frames, loop, refresh, advance } = setUp();
    refresh(100);
    const idle = loop.frames;
    advance(5000);
    frames.wake();
    expect(browser.requested.size).toBe(1);
    refresh(1);
    expect(loop.frames).toBe(idle + 1);
    refresh(Math.floor(AWAKE_MS / 16) - 2);
    expect(browser.requested.size).toBe(1); // still awake
    refresh(10);
    expect(browser.requested.size).toBe(0);
  });

  it('a wake while awake adds no second frame: one request at a time, as the loop makes them', () => {
    const { browser, frames, refresh } = setUp();
    refresh(1);
    frames.wake();
    frames.wake();
    expect(browser.requested.size).toBe(1);
  });

  it('a cancel drops the held frame, so a later wake runs nothing', () => {
    const { browser, frames, loop, refresh } = setUp();
    refresh(100);
    frames.cancelAnimationFrame();
    frames.wake();
    expect(browser.requested.size).toBe(0);
    expect(loop.id).toBe(0);
  });

  it('stop cancels the frame passed on to the browser', () => {
    const { browser, frames, refresh } = setUp();
    refresh(1);
    expect(browser.requested.size).toBe(1);
    frames.stop();
    expect(browser.requested.size).toBe(0);
  });
});
