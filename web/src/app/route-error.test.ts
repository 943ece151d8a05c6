import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './route-error';

describe('isChunkLoadError', () => {
  it("recognises each browser's wording for a screen's code that failed to load", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x.org/assets/about-page-1a2b.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x.org/assets/about-page-1a2b.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/main-screen.css'))).toBe(true);
  });

  it('leaves other errors to the generic message', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('boom')).toBe(false);
  });
});
