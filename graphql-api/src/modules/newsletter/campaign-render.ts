import MarkdownIt from 'markdown-it';

/** A campaign's Markdown as a mail: its HTML part, its plain-text part and the links it holds. */
export interface RenderedMail {
  html: string;
  text: string;
  /** Every http(s) address the mail links to, absolute: the only places its click redirect may lead. */
  links: string[];
}

// Raw HTML in the Markdown is shown as text, never passed through: an admin's typo cannot break
// the mail's markup, and markdown-it refuses javascript: and data: links by itself.
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: false });
type Token = ReturnType<typeof markdown.parse>[number];

/** Renders an admin's Markdown; links written from the site's root (`/?event=...`) become absolute on the public address. */
export function renderMarkdownMail(source: string, publicUrl: string): RenderedMail {
  const tokens = markdown.parse(source, {});
  const links = new Set<string>();
  for (const token of tokens) {
    for (const child of token.children ?? []) {
      if (child.type !== 'link_open') continue;
      const href = String(child.attrGet('href') ?? '');
      const absolute = href.startsWith('/') && !href.startsWith('//') ? `${publicUrl}${href}` : href;
      child.attrSet('href', absolute);
      if (/^https?:\/\//i.test(absolute)) links.add(absolute);
    }
  }
  return { html: markdown.renderer.render(tokens, markdown.options, {}), text: plainText(tokens), links: [...links] };
}

/** The plain-text part: the words, a line per paragraph and list item, each link's address after its text. */
function plainText(tokens: Token[]): string {
  const out: string[] = [];
  let line = '';
  const flush = () => {
    out.push(line.trimEnd());
    line = '';
  };
  for (const token of tokens) {
    if (token.type === 'list_item_open') line += '- ';
    else if (token.type === 'inline') line += inlineText(token.children ?? []);
    else if (token.type === 'fence' || token.type === 'code_block') line += token.content.trimEnd();
    else if (token.type === 'hr') line += '---';
    if (['paragraph_close', 'heading_close', 'fence', 'code_block', 'hr'].includes(token.type)) {
      flush();
      if (!token.hidden) out.push('');
    }
  }
  if (line) flush();
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

function inlineText(children: Token[]): string {
  let text = '';
  const hrefs: string[] = [];
  for (const child of children) {
    if (child.type === 'text' || child.type === 'code_inline') text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += '\n';
    else if (child.type === 'image') text += child.content;
    else if (child.type === 'link_open') hrefs.push(String(child.attrGet('href') ?? ''));
    else if (child.type === 'link_close') {
      const href = hrefs.pop();
      if (href && !text.endsWith(href)) text += ` (${href})`;
    }
  }
  return text;
}
