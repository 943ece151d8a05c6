import { describe, expect, it } from 'vitest';
import { loggableUrl } from './request-logging.js';

describe('loggableUrl', () => {
  it('hides the reset token of the emailed link and other secret parameters, keeping the rest', () => {
    expect(loggableUrl('/auth?reset=AbC123-_xyz&tab=login')).toBe('/auth?reset=[redacted]&tab=login');
    expect(loggableUrl('/x?a=1&token=s3cret#frag')).toBe('/x?a=1&token=[redacted]#frag');
    expect(loggableUrl('/api/events?year=1945')).toBe('/api/events?year=1945');
  });
});
