/**
 * Whether a text holds HTML: decided by parsing it as a browser would (parse5, the HTML standard's
 * parser), not by a pattern that a malformed tag slips past (`<svg onload=alert(1)//` has no
 * closing `>`, yet a browser runs it). A text is plain when parsing it yields that very text and
 * nothing else: no element, no comment, no character reference that decodes to something else.
 */
import { parseFragment } from 'parse5';

interface ParsedNode {
  nodeName: string;
  value?: string;
  childNodes?: ParsedNode[];
}

/** The text a parsed fragment holds, or null when it holds anything but text. */
function plainTextOf(node: ParsedNode): string | null {
  let text = '';
  for (const child of node.childNodes ?? []) {
    if (child.nodeName !== '#text') return null;
    text += child.value ?? '';
  }
  return text;
}

export function containsMarkup(text: string): boolean {
  // Without < or & a parser has nothing to read as markup.
  if (!/[<&]/.test(text)) return false;
  // The parser turns line breaks into \n, as HTML does; they are not markup.
  const normalised = text.replace(/\r\n?/g, '\n');
  return plainTextOf(parseFragment(normalised)) !== normalised;
}
