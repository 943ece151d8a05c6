import styled from 'styled-components';

export interface SourceItem {
  title: string;
  url?: string | null;
  note?: string | null;
}

/** Only web addresses become links: the server stores http(s) only, and the card trusts nothing else. */
const webAddress = (url: string | null | undefined): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

/** Where the event's facts come from (issue 25): each source by its title, a link when it has an address, then its page or note. */
export function EventSources({ sources }: { sources: readonly SourceItem[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-label="Sources">
      <Heading>Sources</Heading>
      <List>
        {sources.map((s, i) => {
          const url = webAddress(s.url);
          return (
            <li key={`${s.title}-${i}`}>
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {s.title}
                </a>
              ) : (
                s.title
              )}
              {s.note && <Note>, {s.note}</Note>}
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

const List = styled.ol`
  margin: 0;
  padding-left: 20px;
  font-size: 0.85rem;
  line-height: 1.45;
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
