import { truncateText } from '../../../lib/text';

export const SHARE_TITLE_CHARS = 30;
export const SHARE_DESCRIPTION_CHARS = 100;

export interface Shareable {
  id: string;
  name: string;
  description: string;
}

/** The event's share link: the root route with ?event= (spec section 2). */
export const eventLink = (origin: string, id: string) => `${origin}/?event=${encodeURIComponent(id)}`;

/** The composer links of the share popover: each carries the link, the title and a 100-character excerpt. */
export function shareLinks(origin: string, event: Shareable) {
  const link = eventLink(origin, event.id);
  const excerpt = truncateText(event.description, SHARE_DESCRIPTION_CHARS);
  const e = encodeURIComponent;
  return [
    { channel: 'Twitter', href: `https://twitter.com/intent/tweet?text=${e(`${event.name}: ${excerpt}`)}&url=${e(link)}` },
    { channel: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${e(link)}&quote=${e(`${event.name}: ${excerpt}`)}` },
    { channel: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${e(link)}` },
    { channel: 'WhatsApp', href: `https://wa.me/?text=${e(`${event.name}: ${excerpt} ${link}`)}` },
    { channel: 'Email', href: `mailto:?subject=${e(event.name)}&body=${e(`${excerpt}\n\n${link}`)}` },
  ];
}
