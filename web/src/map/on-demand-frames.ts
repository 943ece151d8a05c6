/** The browser's frame scheduling, as luma.gl's AnimationLoop asks for it (its `animationFrameProvider`). */
export interface FrameScheduler {
  requestAnimationFrame(callback: FrameRequestCallback): number;
  cancelAnimationFrame(id: number): void;
}

/** After the last change, frames keep coming this long: deck.gl finishes what a change started (a pick, a shader linking). */
export const AWAKE_MS = 500;

const browserFrames: FrameScheduler = {
  requestAnimationFrame: (callback) => globalThis.requestAnimationFrame(callback),
  cancelAnimationFrame: (id) => globalThis.cancelAnimationFrame(id),
};

/**
 * Frames on demand for deck.gl's render loop. deck.gl asks for a frame every vsync whether or not
 * anything changed; with WebGL in software each of those frames costs the main thread and the GPU
 * process (issue 32: the map's page never went quiet, and Lighthouse counted the frames as blocking
 * time). This scheduler passes the loop's requests on while something is changing and holds the
 * last one back once nothing has for AWAKE_MS; `wake` (a new year, a camera move, a pointer over
 * the map, a frame deck.gl drew) lets it through again. deck.gl's own loop decides what a frame does.
 */
export class OnDemandFrames implements FrameScheduler {
  private held: FrameRequestCallback | null = null;
  private pending: number | null = null;
  private awakeUntil: number;

  constructor(
    private readonly frames: FrameScheduler = browserFrames,
    private readonly now: () => number = () => performance.now(),
  ) {
    // Awake from the start: the first frames set up the canvas and draw the first layers.
    this.awakeUntil = now() + AWAKE_MS;
  }

  requestAnimationFrame(callback: FrameRequestCallback): number {
    if (this.now() >= this.awakeUntil) {
      this.held = callback;
      return 0;
    }
    return this.schedule(callback);
  }

  /** The loop keeps one request at a time, so a cancel is of that one, held or passed on. */
  cancelAnimationFrame(): void {
    this.held = null;
    this.cancelPending();
  }

  /** Something changed that deck.gl may draw: frames run again, the held one first. */
  wake = (): void => {
    this.awakeUntil = this.now() + AWAKE_MS;
    const held = this.held;
    if (held === null) return;
    this.held = null;
    this.schedule(held);
  };

  /** No more frames (the map is gone). */
  stop(): void {
    this.cancelAnimationFrame();
  }

  private schedule(callback: FrameRequestCallback): number {
    this.cancelPending();
    const id = this.frames.requestAnimationFrame((time) => {
      if (this.pending === id) this.pending = null;
      callback(time);
    });
    this.pending = id;
    return id;
  }

  private cancelPending(): void {
    if (this.pending !== null) this.frames.cancelAnimationFrame(this.pending);
    this.pending = null;
  }
}
