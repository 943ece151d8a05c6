import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { withWords } from '../../lib/graphql-words';
import { EVENT_TYPE, PERIOD } from '@domain/enums';
import { ModalDialog } from '../../ui/modal-dialog';
import { TextField } from '../../ui/text-field';
import { countVariables, NO_FILTERS, toEventFilter, type BrowserFilters } from './internal/browser-filter';
import { BrowserFiltersPanel } from './internal/browser-filters-panel';
import { BrowserResults } from './internal/browser-results';

const BrowserEvents = graphql(`
  query BrowserEvents($filter: EventFilter, $after: String) {
    events(filter: $filter, first: 50, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          startDate
          startYear
          participants
          description
          period
          eventType
        }
      }
    }
  }
`);

const BrowserCounts = graphql(`
  query BrowserCounts($all: EventFilter, $real: EventFilter, $whatif: EventFilter, $tags: EventFilter, $boostPeriods: [PeriodKey!]) {
    all: events(filter: $all, first: 1) {
      totalCount
    }
    real: events(filter: $real, first: 1) {
      totalCount
    }
    whatif: events(filter: $whatif, first: 1) {
      totalCount
    }
    countryTagCounts(filter: $tags, first: 300, boostPeriods: $boostPeriods) {
      tag
      count
      boostedCount
    }
  }
`);

/** The Event Browser (spec section 2): filters through the API, counts from the database, Jump to Map. */
export function EventBrowser({ onClose, onJump }: { onClose: () => void; onJump: (id: string) => void }) {
  const [filters, setFilters] = useState<BrowserFilters>(NO_FILTERS);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => ({ ...f, search: typed })), 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const filter = useMemo(() => toEventFilter(filters), [filters]);
  const { data, loading, fetchMore } = useQuery(BrowserEvents, { variables: { filter } });
  const counts = useQuery(BrowserCounts, { variables: countVariables(filters) }).data;
  const events = useMemo(() => data?.events.edges.map((e) => withWords(e.node, { period: PERIOD, eventType: EVENT_TYPE })) ?? [], [data]);
  const endCursor = data?.events.pageInfo.endCursor;
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(() => {
    if (!endCursor) return;
    setLoadingMore(true);
    void fetchMore({
      variables: { after: endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({ events: { ...fetchMoreResult.events, edges: [...prev.events.edges, ...fetchMoreResult.events.edges] } }),
    }).finally(() => setLoadingMore(false));
  }, [endCursor, fetchMore]);

  return (
    <ModalDialog title="Browse Events" onClose={onClose} wide>
      <Top>
        <TextField
          type="search"
          label="Search all events"
          hideLabel
          placeholder="Search names, places, people, tags..."
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <span data-testid="browser-count">
          {data ? data.events.totalCount.toLocaleString('en') : '...'} of {counts ? counts.all.totalCount.toLocaleString('en') : '...'} events
        </span>
      </Top>
      <Layout>
        <BrowserFiltersPanel
          filters={filters}
          onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
          onClear={() => {
            setTyped('');
            setFilters(NO_FILTERS);
          }}
          counts={counts ? { real: counts.real.totalCount, whatif: counts.whatif.totalCount, tags: counts.countryTagCounts } : null}
        />
        <BrowserResults
          events={events}
          loaded={Boolean(data)}
          loading={loading || loadingMore}
          hasMore={Boolean(data?.events.pageInfo.hasNextPage)}
          onLoadMore={loadMore}
          onJump={onJump}
        />
      </Layout>
    </ModalDialog>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 12px 0;
  > :first-child {
    flex: 1 1 260px;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 260px) 1fr;
  gap: 16px;
  max-height: 70vh;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr;
    max-height: none;
  }
`;
