import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { inputStyles } from '../../../ui/form';
import { fetchMessages, fetchSubscribers, fetchUsers, PAGE_SIZE, type AdminUser, type ContactMessage, type Subscriber } from './admin-api';

const date = (iso: string) => new Date(iso).toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric' });
const fullName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ') || '-';

/**
 * A server-side page of rows for the current filter (`key` names it); the offset returns to 0 when
 * the filter changes. `load` may be a new function on each render: a page is asked for when the
 * filter or the offset changes, not when the function does.
 */
function usePage<T>(load: (offset: number) => Promise<{ data: T[]; total: number }>, key: string) {
  // The offset belongs to the filter it was chosen for: another filter starts at 0.
  const [at, setAt] = useState({ key, offset: 0 });
  const offset = at.key === key ? at.offset : 0;
  const setOffset = (next: number) => setAt({ key, offset: next });
  const [page, setPage] = useState<{ rows: T[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loadPage = useEffectEvent(load);
  useEffect(() => {
    let cancelled = false;
    // A short pause while typing, so each keystroke does not query.
    const timer = setTimeout(() => {
      loadPage(offset).then(
        (r) => !cancelled && setPage({ rows: r.data, total: r.total }),
        (e: unknown) => !cancelled && setError(String(e)),
      );
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, offset]);
  return { page, error, offset, setOffset };
}

function Pager({ offset, total, onOffset }: { offset: number; total: number; onOffset: (o: number) => void }) {
  if (total <= PAGE_SIZE) return null;
  return (
    <PagerBar>
      <Button $size="sm" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - PAGE_SIZE))}>
        Previous
      </Button>
      <span>
        {offset + 1}-{Math.min(total, offset + PAGE_SIZE)} of {total.toLocaleString('en')}
      </span>
      <Button $size="sm" disabled={offset + PAGE_SIZE >= total} onClick={() => onOffset(offset + PAGE_SIZE)}>
        Next
      </Button>
    </PagerBar>
  );
}

function Table({ head, empty, children }: { head: string[]; empty: string | null; children: ReactNode }) {
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
  const { page, error, offset, setOffset } = usePage<AdminUser>((o) => fetchUsers(search, o), search);
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
      {page && <Pager offset={offset} total={page.total} onOffset={setOffset} />}
    </>
  );
}

export function SubscribersTab(props: { search: string; status: string; onSearch: (s: string) => void; onStatus: (s: string) => void }) {
  const { search, status } = props;
  const { page, error, offset, setOffset } = usePage<Subscriber>((o) => fetchSubscribers(search, status, o), `${search}|${status}`);
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
            <td>{s.preferences?.length ? s.preferences.join(', ') : 'All'}</td>
            <td>{s.status}</td>
            <td>{s.source ?? '-'}</td>
            <td>{date(s.subscribedAt)}</td>
          </tr>
        ))}
      </Table>
      {page && <Pager offset={offset} total={page.total} onOffset={setOffset} />}
    </>
  );
}

/** Messages sent through the contacts form, newest first. */
export function MessagesTab() {
  const { page, error, offset, setOffset } = usePage<ContactMessage>((o) => fetchMessages(o), 'messages');
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
      {page && <Pager offset={offset} total={page.total} onOffset={setOffset} />}
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

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PagerBar = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-top: 8px;
`;
