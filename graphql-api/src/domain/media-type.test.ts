import { describe, expect, it } from 'vitest';
import { isAllowedMediaUrl, mediaTypeOf } from './media-type.js';

describe('mediaTypeOf (spec section 5)', () => {
  it('takes image, video and audio from the content type first', () => {
    expect(mediaTypeOf('image/png', 'game-board.png')).toBe('image');
    expect(mediaTypeOf('video/mp4', 'film.mp4')).toBe('video');
    expect(mediaTypeOf('audio/mpeg', 'speech.mp3')).toBe('audio');
  });

  it('then the name: game, book or epub, movie or film; PDF and the rest are text', () => {
    expect(mediaTypeOf('application/pdf', 'Board GAME rules.pdf')).toBe('game');
    expect(mediaTypeOf('application/pdf', 'guidebook.pdf')).toBe('book');
    expect(mediaTypeOf('application/epub+zip', 'novel.epub')).toBe('book');
    expect(mediaTypeOf('application/pdf', 'film-script.pdf')).toBe('movie');
    expect(mediaTypeOf('application/pdf', 'sources.pdf')).toBe('text');
  });
});

describe('isAllowedMediaUrl', () => {
  it('allows http(s) links and files uploaded here, nothing else', () => {
    expect(isAllowedMediaUrl('https://example.org/a.png')).toBe(true);
    expect(isAllowedMediaUrl('http://example.org/a.pdf')).toBe(true);
    expect(isAllowedMediaUrl('/api/media/0b6f3c1e-2a4d-4c5e-8f90-123456789abc.png')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/media/../secret',
      '/api/media/x.png',
      '//evil.example/a.png',
      '',
      null,
      undefined,
    ]) {
      expect(isAllowedMediaUrl(bad), String(bad)).toBe(false);
    }
  });
});
