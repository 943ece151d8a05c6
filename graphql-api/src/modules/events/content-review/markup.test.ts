import { describe, expect, it } from 'vitest';
import { containsMarkup } from './markup.js';

describe('containsMarkup', () => {
  it('finds markup a pattern misses: an unclosed tag, comments, character references', () => {
    for (const text of [
      '<svg onload=alert(1)//',
      '<img src=x onerror=alert(1)',
      '<b>bold</b>',
      'x<y',
      '<!-- hidden -->',
      '&#60;script&#62;',
      'Tom &amp; Jerry',
      '<scr<script>ipt>',
    ]) {
      expect(containsMarkup(text), text).toBe(true);
    }
  });

  it('leaves plain text alone, < and & included', () => {
    for (const text of ['a < b', '1<2', '<3 years', 'Tom & Jerry', 'AT&T', 'R&D at 5 > 4', 'line\r\nbreak', 'Ibn Battuta’s “Rihla”', '']) {
      expect(containsMarkup(text), text).toBe(false);
    }
  });
});
