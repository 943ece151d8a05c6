import { describe, expect, it } from 'vitest';
import { pickClipType } from './clip-recorder';

/** A MediaRecorder class that supports the given types, as browsers differ in them. */
const recorderSupporting = (...types: string[]) => ({ isTypeSupported: (type: string) => types.includes(type) });

describe('the WebM type a clip is recorded in', () => {
  it('prefers VP8, then VP9, then any WebM', () => {
    expect(pickClipType(recorderSupporting('video/webm', 'video/webm;codecs=vp9', 'video/webm;codecs=vp8'), true)).toBe('video/webm;codecs=vp8');
    expect(pickClipType(recorderSupporting('video/webm;codecs=vp9', 'video/webm'), true)).toBe('video/webm;codecs=vp9');
    expect(pickClipType(recorderSupporting('video/webm'), true)).toBe('video/webm');
  });

  it('is none without MediaRecorder, without WebM (a browser recording MP4 only) or without canvas capture', () => {
    expect(pickClipType(undefined, true)).toBeNull();
    expect(pickClipType(recorderSupporting('video/mp4'), true)).toBeNull();
    expect(pickClipType(recorderSupporting('video/webm'), false)).toBeNull();
  });
});
