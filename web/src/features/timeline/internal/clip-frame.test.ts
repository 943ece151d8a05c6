import { describe, expect, it } from 'vitest';
import { captionLayout, clipFrameSize, composeFrame, type FrameContext } from './clip-frame';

/** A 2D context that writes down what is drawn, in order, with the font and colours of each text. */
function recordingContext(width: number, height: number) {
  const calls: unknown[][] = [];
  const ctx = {
    canvas: { width, height },
    font: '',
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineJoin: 'miter',
    textBaseline: 'alphabetic',
    fillRect: (...args: unknown[]) => void calls.push(['fillRect', ...args]),
    drawImage: (...args: unknown[]) => void calls.push(['drawImage', ...args]),
    strokeText(text: string, x: number, y: number) {
      calls.push(['strokeText', text, x, y, ctx.font]);
    },
    fillText(text: string, x: number, y: number) {
      calls.push(['fillText', text, x, y, ctx.font, ctx.fillStyle]);
    },
  };
  return { ctx: ctx as unknown as FrameContext, calls };
}

describe('a clip frame', () => {
  it('draws the basemap, then the events over it, at the frame size, then the year on top', () => {
    const basemap = { name: 'basemap' } as unknown as CanvasImageSource;
    const events = { name: 'events' } as unknown as CanvasImageSource;
    const { ctx, calls } = recordingContext(1280, 800);
    composeFrame(ctx, [basemap, events], '1450 CE');
    expect(calls.map((c) => c[0])).toEqual(['fillRect', 'drawImage', 'drawImage', 'strokeText', 'fillText', 'strokeText', 'fillText']);
    expect(calls[1]).toEqual(['drawImage', basemap, 0, 0, 1280, 800]);
    expect(calls[2]).toEqual(['drawImage', events, 0, 0, 1280, 800]);
    const layout = captionLayout(1280, 800);
    expect(calls[4]).toEqual(['fillText', '1450 CE', layout.x, layout.yearY, layout.yearFont, '#ffffff']);
    expect(calls[6]?.[1]).toBe('Epoch Atlas');
  });

  it('keeps the caption inside the frame, below the year the site name', () => {
    for (const [w, h] of [
      [1280, 800],
      [360, 740],
      [200, 120],
    ] as const) {
      const layout = captionLayout(w, h);
      const size = Number(/(\d+)px/.exec(layout.yearFont)![1]);
      expect(layout.yearY - size).toBeGreaterThan(0);
      expect(layout.siteY).toBeLessThan(h);
      expect(layout.siteY).toBeGreaterThan(layout.yearY);
    }
  });

  it('scales a wide map down to 1280 pixels, keeps its shape and makes both sides even', () => {
    expect(clipFrameSize(2880, 1800)).toEqual({ width: 1280, height: 800 });
    expect(clipFrameSize(1440, 900)).toEqual({ width: 1280, height: 800 });
    expect(clipFrameSize(361, 741)).toEqual({ width: 362, height: 742 });
  });
});
