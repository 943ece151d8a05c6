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

  it('matches a story id segment (/stories/<id>, /stories/<id>/edit) and nothing longer', () => {
    expect(isAppPath('/stories')).toBe(true);
    expect(isAppPath('/stories/new')).toBe(true);
    expect(isAppPath('/stories/U3Rvcnk6MQ==')).toBe(true);
    expect(isAppPath('/Stories/U3Rvcnk6MQ==/edit/')).toBe(true);
    expect(isAppPath('/stories/U3Rvcnk6MQ==/delete')).toBe(false);
    expect(isAppPath('/stories//edit')).toBe(false);
    expect(isAppPath('/stories/a/b/edit')).toBe(false);
  });
});
