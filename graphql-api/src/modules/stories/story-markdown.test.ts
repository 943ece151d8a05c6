import { describe, expect, it } from 'vitest';
import { renderStepMarkdown } from './story-markdown.js';

describe("a story step's Markdown", () => {
  it('keeps links to this site and the web, opening the web ones apart from the story', () => {
    expect(renderStepMarkdown('[Marathon](/?event=1)')).toBe('<p><a href="/?event=1">Marathon</a></p>\n');
    expect(renderStepMarkdown('[Source](https://example.org/a)')).toBe(
      '<p><a href="https://example.org/a" target="_blank" rel="noopener noreferrer nofollow">Source</a></p>\n',
    );
  });

  it('drops links to scripts, data, files and other hosts by a scheme-relative address', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', '//evil.example/x', 'vbscript:x']) {
      expect(renderStepMarkdown(`[x](${href})`), href).not.toContain('<a ');
    }
  });

  it('shows raw HTML as text and loads no images', () => {
    expect(renderStepMarkdown('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>\n');
    expect(renderStepMarkdown('![map](https://example.org/map.png)')).not.toContain('<img');
  });
});
