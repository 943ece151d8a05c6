import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { NewsletterTopic } from '@domain/enums';
import { Button } from '../../../ui/button';
import { inputStyles } from '../../../ui/form';
import { NewsletterLabel } from '../../../ui/tier-badge';
import {
  fetchMessages,
  fetchSubscribers,
  fetchUsers,
  PAGE_SIZE,
  type AdminUser,
  type ContactMessage,
  type Page,
  type PageRequest,
  type Subscriber,
} from './admin-api';

const date = (iso: string) => new Date(iso).toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric' });
const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ') || '-';

/** Where the admin is in a list: how many rows lie before the page, and how to ask for it. */
interface Position {
  key: string;
  offset: number;
  request: PageRequest;
}

const START: Omit<Position, 'key'> = { offset: 0, request: { first: PAGE_SIZE } };

/**
 * A server-side page of rows for the current filter (`key` names it), read by cursor: Next reads
 * after the page's last row, Previous back from its first. Another filter starts at the top.
 * `load` may be a new function on each render: a page is asked for when the filter or the
 * position changes, not when the function does.
 */
export function usePage<T>(load: (client: ApolloClient, request: PageRequest) => Promise<Page<T>>, key: string) {
  const client = useApolloClient();
  const [at, setAt] = useState<Position>({ key, ...START });
  const position = at.key === key ? at : { key, ...START };
  const [page, setPage] = useState<Page<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Read when the effect runs: the position it asks for is the one named by the effect's keys.
  const loadPage = useEffectEvent(() => load(client, position.request));
  const positionKey = `${position.offset}|${JSON.stringify(position.request)}`;
  useEffect(() => {
    let cancelled = false;
    // A short pause while typing, so each keystroke does not query.
    const timer = setTimeout(() => {
      loadPage().then(
        (r) => {
          if (cancelled) return;
          setPage(r);
          setError(null);
        },
        (e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)),
      );
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, positionKey]);
  const next = () => page && setAt({ key, offset: position.offset + PAGE_SIZE, request: { first: PAGE_SIZE, after: page.endCursor } });
  const previous = () =>
    page &&
    setAt({
      key,
      offset: Math.max(0, position.offset - PAGE_SIZE),
      request: position.offset <= PAGE_SIZE ? START.request : { last: PAGE_SIZE, before: page.startCursor },
    });
  return { page, error, offset: position.offset, next, previous };
}

export function Pager({ offset, total, onPrevious, onNext }: { offset: number; total: number; onPrevious: () => void; onNext: () => void }) {
  if (total <= PAGE_SIZE) return null;
  return (
    <PagerBar>
      <Button $size="sm" disabled={offset === 0} onClick={onPrevious}>
        Previous
      </Button>
      <span>
        {offset + 1}-{Math.min(total, offset + PAGE_SIZE)} of {total.toLocaleString('en')}
      </span>
      <Button $size="sm" disabled={offset + PAGE_SIZE >= total} onClick={onNext}>
        Next
      </Button>
    </PagerBar>
  );
}

export function Table({ head, empty, children }: { head: string[]; empty: string | null; children: ReactNode }) {
  if (empty) return <Empty>{empty}</Empty>;
  return (
    <Grid>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Grid>
  );
}

export function UsersTab({ search, onSearch }: { search: string; onSearch: (s: string) => void }) {
  const { page, error, offset, next, previous } = usePage<AdminUser>((client, request) => fetchUsers(client, search, request), search);
  const empty = page && page.rows.length === 0 ? (search ? 'No users match your search.' : 'No users registered yet.') : null;
  return (
    <>
      <Filters>
        <input type="search" aria-label="Search users" placeholder="Search by email or name" value={search} onChange={(e) => onSearch(e.target.value)} />
      </Filters>
      {error && <p role="alert">{error}</p>}
      <Table head={['Email', 'Name', 'Role', 'Registered', 'Last updated']} empty={empty}>
        {page?.rows.map((u) => (
          <tr key={u.id}>
            <td>{u.email}</td>
            <td>{fullName(u)}</td>
            <td>{u.role}</td>
            <td>{date(u.createdAt)}</td>
            <td>{date(u.updatedAt)}</td>
          </tr>
        ))}
      </Table>
      {page && <Pager offset={offset} total={page.total} onPrevious={previous} onNext={next} />}
    </>
  );
}

export function SubscribersTab(props: { search: string; status: string; onSearch: (s: string) => void; onStatus: (s: string) => void }) {
  const { search, status } = props;
  const { page, error, offset, next, previous } = usePage<Subscriber>(
    (client, request) => fetchSubscribers(client, search, status, request),
    `${search}|${status}`,
  );
  const filtered = Boolean(search) || status !== 'all';
  const empty = page && page.rows.length === 0 ? (filtered ? 'No subscribers match your filters.' : 'No subscribers yet.') : null;
  return (
    <>
      <Filters>
        <input
          type="search"
          aria-label="Search subscribers"
          placeholder="Search by email or name"
          value={search}
          onChange={(e) => props.onSearch(e.target.value)}
        />
        <select aria-label="Status" value={status} onChange={(e) => props.onStatus(e.target.value)}>
          {['all', 'active', 'pending', 'unsubscribed'].map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? 'All statuses' : s}
            </option>
          ))}
        </select>
      </Filters>
      {error && <p role="alert">{error}</p>}
      <Table head={['Email', 'Name', 'Preferences', 'Status', 'Source', 'Subscribed']} empty={empty}>
        {page?.rows.map((s) => (
          <tr key={s.id}>
            <td>{s.email}</td>
            <td>{fullName(s)}</td>
            <td>
              {s.preferences.length ? (
                <Topics>
                  {s.preferences.map((p) => (
                    <NewsletterLabel key={p} topic={p as NewsletterTopic} />
                  ))}
                </Topics>
              ) : (
                'All'
              )}
            </td>
            <td>{s.status}</td>
            <td>{s.source ?? '-'}</td>
            <td>{date(s.subscribedAt)}</td>
          </tr>
        ))}
      </Table>
      {page && <Pager offset={offset} total={page.total} onPrevious={previous} onNext={next} />}
    </>
  );
}

/** Messages sent through the contacts form, newest first. */
export function MessagesTab() {
  const { page, error, offset, next, previous } = usePage<ContactMessage>((client, request) => fetchMessages(client, request), 'messages');
  const empty = page && page.rows.length === 0 ? 'No messages yet.' : null;
  return (
    <>
      {error && <p role="alert">{error}</p>}
      <Table head={['From', 'Email', 'Subject', 'Message', 'Received']} empty={empty}>
        {page?.rows.map((m) => (
          <tr key={m.id}>
            <td>{fullName(m)}</td>
            <td>{m.email}</td>
            <td>{m.subject}</td>
            <td>{m.message}</td>
            <td>{date(m.createdAt)}</td>
          </tr>
        ))}
      </Table>
      {page && <Pager offset={offset} total={page.total} onPrevious={previous} onNext={next} />}
    </>
  );
}

const Filters = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 8px;
  input,
  select {
    ${inputStyles}
    padding: 6px 10px;
  }
  input {
    flex: 1;
    max-width: 360px;
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.85rem;
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Topics = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PagerBar = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-top: 8px;
`;
