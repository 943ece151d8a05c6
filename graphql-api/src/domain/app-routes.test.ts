import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-routes.js';

describe('isAppPath', () => {
  it('knows the pages, with or without a trailing slash', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/about')).toBe(true);
    expect(isAppPath('/about/')).toBe(true);
    expect(isAppPath('/About')).toBe(true);
    expect(isAppPath('/newsletter/confirm')).toBe(true);
  });

  it('refuses every other path', () => {
    expect(isAppPath('/no-such-page')).toBe(false);
    expect(isAppPath('/about/us')).toBe(false);
    expect(isAppPath('/about//')).toBe(false);
  });
});
