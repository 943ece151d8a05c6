import { isAllowedMediaUrl } from '@domain/media-type';
import styled from 'styled-components';

interface MediaItem {
  type?: unknown;
  name?: unknown;
  url?: unknown;
}

/**
 * The event's attached media in the detail card: images as thumbnails, other files as links. Only
 * http(s) addresses and files uploaded here become links; anything else shows as its name.
 */
export function AttachedMedia({ media }: { media: unknown }) {
  const items = (Array.isArray(media) ? (media as MediaItem[]) : []).filter((m) => m && typeof m.name === 'string');
  if (items.length === 0) return null;
  return (
    <section aria-label="Attached media">
      <Heading>Media</Heading>
      <List>
        {items.map((m, i) => {
          const name = m.name as string;
          const url = typeof m.url === 'string' && isAllowedMediaUrl(m.url) ? m.url : null;
          const key = `${url ?? name}-${i}`;
          if (!url) return <li key={key}>{name}</li>;
          if (m.type === 'image') {
            return (
              <li key={key}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <Thumb src={url} alt={name} loading="lazy" />
                </a>
              </li>
            );
          }
          return (
            <li key={key}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {name}
              </a>{' '}
              <small>({typeof m.type === 'string' ? m.type : 'file'})</small>
            </li>
          );
        })}
      </List>
    </section>
  );
}

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
  font-size: 0.9rem;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Thumb = styled.img`
  display: block;
  width: 96px;
  height: 72px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
