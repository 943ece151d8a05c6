import { formatStartBadge } from '@domain/date-label';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Pill } from '../../../ui/panel';

export interface BrowserEvent {
  id: string;
  name: string;
  startDate: string;
  startYear: number;
  participants: string[];
  description: string;
}

const participantsLine = (names: string[]) => (names.length > 3 ? `${names.slice(0, 3).join(', ')} +${names.length - 3} more` : names.join(', '));

/** How close to the end of the loaded rows the next page is asked for. */
const LOAD_AHEAD = 15;

/**
 * The result cards, virtualised: only the cards in view (and a few around them) are in the DOM, so
 * the list stays fast however many pages are loaded; the next page loads as the end comes into view.
 */
export function BrowserResults({
  events,
  loaded,
  loading,
  hasMore,
  onLoadMore,
  onJump,
}: {
  events: BrowserEvent[];
  loaded: boolean;
  loading: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  onJump: (id: string) => void;
}) {
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: events.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 118,
    overscan: 6,
    getItemKey: (index) => events[index]!.id,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.length ? items[items.length - 1]!.index : -1;

  useEffect(() => {
    if (hasMore && !loading && lastShown >= events.length - LOAD_AHEAD) onLoadMore();
  }, [hasMore, loading, lastShown, events.length, onLoadMore]);

  // A new filter starts at the top.
  const first = events[0]?.id;
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [first]);

  return (
    <Results ref={scroller} aria-label="Results" aria-busy={loading}>
      {loaded && events.length === 0 && <Empty>No events found - Try adjusting your search terms or filters</Empty>}
      <Sizer role="feed" aria-label="Events found" aria-busy={loading} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const e = events[item.index]!;
          return (
            <Row key={item.key} data-index={item.index} ref={virtualizer.measureElement} style={{ transform: `translateY(${item.start}px)` }}>
              <Result aria-posinset={item.index + 1} aria-setsize={hasMore ? -1 : events.length}>
                <Badge>{formatStartBadge(e)}</Badge>
                <h3>{e.name}</h3>
                {e.participants.length > 0 && <small>{participantsLine(e.participants)}</small>}
                <Clamp>{e.description}</Clamp>
                <Button $size="sm" onClick={() => onJump(e.id)}>
                  Jump to Map
                </Button>
              </Result>
            </Row>
          );
        })}
      </Sizer>
      {loading && loaded && <Empty>Loading more...</Empty>}
    </Results>
  );
}

const Results = styled.section`
  height: 70vh;
  overflow: auto;
  contain: strict;
  @media (max-width: 640px) {
    height: 60vh;
  }
`;

const Sizer = styled.div`
  position: relative;
  width: 100%;
`;

const Row = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  padding-bottom: 8px;
`;

const Result = styled.article`
  position: relative;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
    padding-right: 90px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Badge = styled(Pill)`
  position: absolute;
  right: 10px;
  top: 10px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Clamp = styled.p`
  margin: 6px 0;
  font-size: 0.85rem;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
