/** The parts of a 2D context a clip frame is drawn with (a canvas's, or a recording one in tests). */
export type FrameContext = Pick<
  CanvasRenderingContext2D,
  'drawImage' | 'fillRect' | 'fillText' | 'strokeText' | 'font' | 'fillStyle' | 'strokeStyle' | 'lineWidth' | 'lineJoin' | 'textBaseline'
> & { canvas: { width: number; height: number } };

/** Videos wider than this are scaled down: a bigger frame only makes the encoder fall behind. */
export const MAX_CLIP_WIDTH = 1280;

/** The video's size for a map canvas of this size: at most MAX_CLIP_WIDTH wide, same shape, even sides (encoders need them). */
export function clipFrameSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_CLIP_WIDTH / width);
  const even = (n: number) => Math.max(2, 2 * Math.round((n * scale) / 2));
  return { width: even(width), height: even(height) };
}

/** Where and how big the year caption is: bottom left, sized by the frame's height so it reads on a phone too. */
export function captionLayout(width: number, height: number) {
  const size = Math.max(18, Math.round(height * 0.075));
  const margin = Math.round(Math.max(12, height * 0.045));
  return {
    yearFont: `700 ${size}px system-ui, sans-serif`,
    siteFont: `600 ${Math.round(size * 0.4)}px system-ui, sans-serif`,
    x: margin,
    yearY: height - margin - Math.round(size * 0.55),
    siteY: height - margin,
    outline: Math.max(2, Math.round(size / 9)),
    width,
  };
}

/** Text with a dark outline, so it reads on the ocean and on the brightest event alike. */
function outlined(ctx: FrameContext, text: string, x: number, y: number, outline: number) {
  ctx.lineWidth = outline;
  ctx.strokeText(text, x, y);
  ctx.fillText(text, x, y);
}

/**
 * One frame of a clip: the layers in order (the basemap, then the events over it), scaled to the
 * frame, and the year caption on top.
 */
export function composeFrame(ctx: FrameContext, layers: readonly CanvasImageSource[], caption: string): void {
  const { width, height } = ctx.canvas;
  ctx.fillStyle = '#0b1d33';
  ctx.fillRect(0, 0, width, height);
  for (const layer of layers) ctx.drawImage(layer, 0, 0, width, height);
  const layout = captionLayout(width, height);
  ctx.textBaseline = 'alphabetic';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.75)';
  ctx.fillStyle = '#ffffff';
  ctx.font = layout.yearFont;
  outlined(ctx, caption, layout.x, layout.yearY, layout.outline);
  ctx.font = layout.siteFont;
  outlined(ctx, 'Epoch Atlas', layout.x, layout.siteY, Math.max(2, layout.outline / 2));
}
