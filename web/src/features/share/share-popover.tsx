import { useState } from 'react';
import styled from 'styled-components';
import { truncateText } from '../../lib/text';
import { buttonStyles, type ButtonStyleProps } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import type { ToastTone } from '../../ui/toast';
import { EMBED_COPY_OK, EmbedCode, eventEmbedSnippet } from './internal/embed-code';
import { eventLink, SHARE_TITLE_CHARS, shareLinks, type Shareable } from './internal/share-links';

export type { Shareable } from './internal/share-links';

export const COPY_OK = 'Link copied! Share this historical event with others';
export const COPY_FAILED = 'Failed to copy - Please try again';

/**
 * Share an event (spec section 2): composer links open in a new tab; Copy Link closes on success.
 * Embed (issue 29) shows the <iframe> code of the map as the visitor sees it, to copy.
 */
export function SharePopover({
  event,
  onClose,
  onToast,
}: {
  event: Shareable;
  onClose: () => void;
  onToast: (text: string, ms?: number, tone?: ToastTone) => void;
}) {
  const [embedding, setEmbedding] = useState(false);
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      onToast(done);
      onClose();
    } catch {
      // Spec section 8: a destructive toast.
      onToast(COPY_FAILED, undefined, 'error');
    }
  };
  const snippet = eventEmbedSnippet(window.location.origin, window.location.search, event);
  return (
    <ModalDialog title={`Share: ${truncateText(event.name, SHARE_TITLE_CHARS)}`} onClose={onClose}>
      <Channels>
        {shareLinks(window.location.origin, event).map((l) => (
          <a key={l.channel} href={l.href} target="_blank" rel="noopener noreferrer">
            {l.channel}
          </a>
        ))}
        <button type="button" onClick={() => void copy(eventLink(window.location.origin, event.id), COPY_OK)}>
          Copy Link
        </button>
        <button type="button" aria-expanded={embedding} onClick={() => setEmbedding(!embedding)}>
          Embed
        </button>
      </Channels>
      {embedding && <EmbedCode snippet={snippet} onCopy={() => void copy(snippet, EMBED_COPY_OK)} />}
    </ModalDialog>
  );
}

const Channels = styled.div<ButtonStyleProps>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 8px;
  margin-top: 12px;
  a,
  button {
    ${buttonStyles}
    padding: 10px;
    text-align: center;
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
  }
`;
