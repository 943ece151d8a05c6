import MarkdownIt from 'markdown-it';

/**
 * A story step's Markdown as HTML the web can insert as it is. Raw HTML in the source is shown as
 * text (html: false); links may only lead to http(s), mail or a path on this site, and open apart
 * from the story; images are off, so a step never loads anything from another site.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: false });
markdown.disable('image');

const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
markdown.validateLink = (url: string) => SAFE_LINK.test(url.trim());

const renderToken = markdown.renderer.renderToken.bind(markdown.renderer);
markdown.renderer.rules.link_open = (tokens, index, options) => {
  const token = tokens[index]!;
  const href = String(token.attrGet('href') ?? '');
  if (/^(https?:|mailto:)/i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return renderToken(tokens, index, options);
};

export function renderStepMarkdown(source: string): string {
  return markdown.render(source);
}
