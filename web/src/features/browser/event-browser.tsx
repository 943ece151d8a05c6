import { useQuery } from '@apollo/client/react';
import { CATEGORIES } from '@domain/categories';
import { PERIODS } from '@domain/periods';
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { ModalDialog } from '../dialogs/modal-dialog';
import { BrowserResults } from './browser-results';

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
  query BrowserCounts($all: EventFilter, $real: EventFilter, $whatif: EventFilter, $tags: EventFilter, $boostPeriods: [String!]) {
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

export interface BrowserFilters {
  search: string;
  periods: string[];
  eventType: '' | 'real' | 'whatif';
  category: string;
  subcategory: string;
  countryTags: string[];
}

export const NO_FILTERS: BrowserFilters = { search: '', periods: [], eventType: '', category: '', subcategory: '', countryTags: [] };

/**
 * The API filter for the browser's choices, with the spec's precedence: the event-type filter applies
 * only when no category is selected, the category only when no subcategory is selected.
 */
export function toEventFilter(f: BrowserFilters, options: { withTags?: boolean; withPeriods?: boolean } = {}) {
  return {
    search: f.search.trim() || undefined,
    periods: options.withPeriods !== false && f.periods.length ? f.periods : undefined,
    eventType: !f.category && !f.subcategory && f.eventType ? f.eventType : undefined,
    category: !f.subcategory && f.category ? f.category : undefined,
    subcategory: f.subcategory || undefined,
    countryTags: options.withTags !== false && f.countryTags.length ? f.countryTags : undefined,
  };
}

/** Tag sizes: 10 or more large, 5 or more medium, otherwise small. */
export const tagSize = (count: number) => (count >= 10 ? 'large' : count >= 5 ? 'medium' : 'small');

export const TAGS_SHOWN = 30;

/** The Event Browser (spec section 2): filters through the API, counts from the database, Jump to Map. */
export function EventBrowser({ onClose, onJump }: { onClose: () => void; onJump: (id: string) => void }) {
  const [filters, setFilters] = useState<BrowserFilters>(NO_FILTERS);
  const [typed, setTyped] = useState('');
  const [showAllTags, setShowAllTags] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => ({ ...f, search: typed })), 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const filter = useMemo(() => toEventFilter(filters), [filters]);
  const { data, loading, fetchMore } = useQuery(BrowserEvents, { variables: { filter } });
  const counts = useQuery(BrowserCounts, {
    variables: {
      all: {},
      real: { ...toEventFilter({ ...filters, eventType: '', category: '', subcategory: '' }), mode: 'real' },
      whatif: { ...toEventFilter({ ...filters, eventType: '', category: '', subcategory: '' }), mode: 'whatif' },
      // The tag list is not cut to the chosen periods: their events' tags are boosted instead (spec section 2).
      tags: toEventFilter(filters, { withTags: false, withPeriods: false }),
      boostPeriods: filters.periods,
    },
  }).data;

  const active = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const set = (patch: Partial<BrowserFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  const tags = counts?.countryTagCounts ?? [];
  const events = useMemo(() => data?.events.edges.map((e) => e.node) ?? [], [data]);
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
  const subcategories = CATEGORIES.find((c) => c.name === filters.category)?.subcategories ?? CATEGORIES.flatMap((c) => c.subcategories);

  return (
    <ModalDialog title="Browse Events" onClose={onClose} wide>
      <Top>
        <input type="search" aria-label="Search all events" placeholder="Search names, places, people, tags..." value={typed} onChange={(e) => setTyped(e.target.value)} />
        <span data-testid="browser-count">
          {data ? data.events.totalCount.toLocaleString('en') : '...'} of {counts ? counts.all.totalCount.toLocaleString('en') : '...'} events
        </span>
      </Top>
      <Layout>
        <Filters aria-label="Filters">
          <button
            type="button"
            disabled={!active}
            onClick={() => {
              setTyped('');
              setFilters(NO_FILTERS);
            }}
          >
            Clear All Filters
          </button>
          <fieldset>
            <legend>Period</legend>
            {PERIODS.map((p) => (
              <label key={p.key}>
                <input type="checkbox" checked={filters.periods.includes(p.key)} onChange={() => set({ periods: toggle(filters.periods, p.key) })} />
                {p.name}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>Event type</legend>
            {(['real', 'whatif'] as const).map((t) => (
              <label key={t}>
                <input type="checkbox" checked={filters.eventType === t} onChange={() => set({ eventType: filters.eventType === t ? '' : t })} />
                {t === 'real' ? 'Real' : 'What-if'} ({counts ? counts[t].totalCount.toLocaleString('en') : '...'})
              </label>
            ))}
          </fieldset>
          <label>
            Category
            <select value={filters.category} onChange={(e) => set({ category: e.target.value, subcategory: '' })}>
              <option value="">All categories</option>
              {CATEGORIES.map((c) => (
                <option key={c.name}>{c.name}</option>
              ))}
            </select>
          </label>
          <label>
            Subcategory
            <select value={filters.subcategory} onChange={(e) => set({ subcategory: e.target.value })}>
              <option value="">All subcategories</option>
              {subcategories.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend>Country</legend>
            <Tags>
              {(showAllTags ? tags : tags.slice(0, TAGS_SHOWN)).map((t) => (
                <Tag
                  key={t.tag}
                  type="button"
                  aria-pressed={filters.countryTags.includes(t.tag)}
                  data-size={tagSize(t.count)}
                  data-boosted={t.boostedCount > t.count || undefined}
                  title={t.boostedCount > t.count ? `${t.boostedCount - t.count} boost for the chosen periods` : undefined}
                  onClick={() => set({ countryTags: toggle(filters.countryTags, t.tag) })}>
                  {t.tag} ({t.count})
                </Tag>
              ))}
            </Tags>
            {tags.length > TAGS_SHOWN && (
              <button type="button" onClick={() => setShowAllTags((s) => !s)}>
                {showAllTags ? 'Show Less' : 'Show More'}
              </button>
            )}
          </fieldset>
        </Filters>
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
  input {
    flex: 1 1 260px;
    padding: 8px 10px;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 260px) 1fr;
  gap: 16px;
  max-height: 70vh;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
    max-height: none;
  }
  button {
    padding: 6px 10px;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const Filters = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 10px;
  overflow: auto;
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
  }
  label {
    display: flex;
    gap: 6px;
    align-items: center;
    font-size: 0.85rem;
  }
  select {
    flex: 1;
    /* Long category names must not push the select past the panel. */
    min-width: 0;
    padding: 4px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-bottom: 6px;
`;

const Tag = styled.button`
  &[data-size='large'] {
    font-size: 0.95rem;
  }
  &[data-size='medium'] {
    font-size: 0.82rem;
  }
  &[data-size='small'] {
    font-size: 0.72rem;
  }
  &[data-boosted] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent} !important;
  }
`;





