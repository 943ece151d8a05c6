import { EMBED_DEFAULT_SIZE, embedSnippet, embedUrl } from '@domain/embed';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';

export const EMBED_COPY_OK = 'Embed code copied! Paste it into your page';

/** The embed's <iframe> for an event, in the map state the visitor is looking at (year, mode, periods, view). */
export function eventEmbedSnippet(origin: string, search: string, event: { id: string; name: string }): string {
  return embedSnippet({ src: embedUrl(origin, search, event.id), title: `${event.name} - Epoch Atlas`, ...EMBED_DEFAULT_SIZE });
}

/** The embed code of the share popover: the snippet to read or select, and a button that copies it. */
export function EmbedCode({ snippet, onCopy }: { snippet: string; onCopy: () => void }) {
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>Embed this map on your site</label>
      <textarea id={id} readOnly rows={4} value={snippet} onFocus={(e) => e.currentTarget.select()} />
      <Button type="button" onClick={onCopy}>
        Copy embed code
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 16px;
  textarea {
    width: 100%;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 12px;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    padding: 8px;
    resize: vertical;
  }
`;
