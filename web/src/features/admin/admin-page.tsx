import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { logout } from '../auth/auth-api';
import { useCurrentUser } from '../auth/use-current-user';
import { Toast, useToast } from '../toast/toast';
import { Card, CenteredPage as Centered } from '../../ui/centered-card';
import { downloadFile, fetchAll, fetchAnalytics, fetchSubscribers, fetchUsers, toCsv, type Analytics } from './admin-api';
import { ModerationTab } from './moderation-tab';
import { MessagesTab, SubscribersTab, UsersTab } from './people-tabs';

type TabKey = 'users' | 'subscribers' | 'moderation' | 'messages' | 'analytics' | 'campaigns' | 'settings';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'subscribers', label: 'Subscribers' },
  { key: 'moderation', label: 'Moderation' },
  { key: 'messages', label: 'Messages' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'campaigns', label: 'Campaigns' },
  { key: 'settings', label: 'Settings' },
];

/**
 * /admin and /admin-dashboard (spec section 2): checking, redirect when signed out; admins get the
 * whole dashboard, moderators their moderation queue, everyone else Access Denied with a way back.
 */
export function AdminPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Admin dashboard - Epoch Atlas';
  }, []);
  if (user === undefined) return <Centered role="status">Checking authentication...</Centered>;
  if (user === null) return <Navigate to="/auth" replace />;
  if (user.role === 'moderator') return <ModeratorDashboard />;
  if (user.role !== 'admin')
    return (
      <Centered>
        <Card>
          <h1>Access Denied</h1>
          <p>The dashboard is for administrators and moderators; your account ({user.email}) is neither.</p>
          <CardActions>
            <Link to="/">Back to map</Link>
            <Button
              type="button"
              onClick={async () => {
                await logout().catch(() => undefined);
                navigate('/auth');
              }}
            >
              Log In with another account
            </Button>
          </CardActions>
        </Card>
      </Centered>
    );
  return <AdminDashboard />;
}

/** What a moderator may use: the moderation queue, nothing of the admin's people or newsletter data. */
function ModeratorDashboard() {
  return (
    <Page>
      <Head>
        <h1>Moderation</h1>
        <Actions>
          <Link to="/">Back to map</Link>
        </Actions>
      </Head>
      <section aria-label="Moderation">
        <ModerationTab />
      </section>
    </Page>
  );
}

export function AdminDashboard() {
  const [tab, setTab] = useState<TabKey>('users');
  const [analytics, setAnalytics] = useState<Analytics | null>(null);
  const [filters, setFilters] = useState({ userSearch: '', subscriberSearch: '', status: 'all' });
  const toast = useToast(5000);

  useEffect(() => {
    fetchAnalytics().then(setAnalytics, () => setAnalytics(null));
  }, []);

  const exportTab = async () => {
    toast.show('Export Started');
    if (tab === 'users') {
      const rows = await fetchAll((offset, limit) => fetchUsers(filters.userSearch, offset, limit));
      downloadFile('users.csv', toCsv(['email', 'firstName', 'lastName', 'role', 'registered', 'updated'], rows.map((u) => [u.email, u.firstName, u.lastName, u.role, u.createdAt, u.updatedAt])));
    } else if (tab === 'subscribers') {
      const rows = await fetchAll((offset, limit) => fetchSubscribers(filters.subscriberSearch, filters.status, offset, limit));
      downloadFile(
        'subscribers.csv',
        toCsv(['email', 'firstName', 'lastName', 'preferences', 'status', 'source', 'subscribedAt'], rows.map((s) => [s.email, s.firstName, s.lastName, s.preferences?.length ? s.preferences.join('; ') : 'All', s.status, s.source, s.subscribedAt])),
      );
    }
  };

  return (
    <Page>
      <Head>
        <h1>Admin Dashboard</h1>
        <Actions>
          <Button type="button" onClick={() => toast.show('Coming Soon: sending newsletters is not built yet.')}>
            Send Newsletter
          </Button>
          <Button type="button" onClick={() => void exportTab()} disabled={tab !== 'users' && tab !== 'subscribers'}>
            Export
          </Button>
          <Link to="/">Back to map</Link>
        </Actions>
      </Head>
      <Metrics aria-label="Newsletter metrics">
        <Metric label="Total Subscribers" value={analytics ? analytics.totalSubscribers.toLocaleString('en') : '...'} note={analytics ? `+${analytics.weeklyGrowth}% this week` : ''} />
        <Metric label="Active Subscribers" value={analytics ? `${analytics.activeRate}%` : '...'} note="of all subscribers" />
        <Metric label="Open Rate" value={analytics ? `${analytics.openRate}%` : '...'} note={analytics?.period ?? 'Last 30 days'} />
        <Metric label="Click Rate" value={analytics ? `${analytics.clickRate}%` : '...'} note={analytics?.period ?? 'Last 30 days'} />
      </Metrics>
      <TabList role="tablist" aria-label="Admin sections">
        {TABS.map((t) => (
          <TabButton key={t.key} role="tab" aria-selected={tab === t.key} $active={tab === t.key} onClick={() => setTab(t.key)}>
            {t.label}
          </TabButton>
        ))}
      </TabList>
      <section role="tabpanel" aria-label={TABS.find((t) => t.key === tab)!.label}>
        {tab === 'users' && <UsersTab search={filters.userSearch} onSearch={(userSearch) => setFilters((f) => ({ ...f, userSearch }))} />}
        {tab === 'subscribers' && (
          <SubscribersTab
            search={filters.subscriberSearch}
            status={filters.status}
            onSearch={(subscriberSearch) => setFilters((f) => ({ ...f, subscriberSearch }))}
            onStatus={(status) => setFilters((f) => ({ ...f, status }))}
          />
        )}
        {tab === 'moderation' && <ModerationTab />}
        {tab === 'messages' && <MessagesTab />}
        {(tab === 'analytics' || tab === 'campaigns' || tab === 'settings') && <p>Coming soon.</p>}
      </section>
      <Toast message={toast.message} />
    </Page>
  );
}

function Metric({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <MetricCard>
      <span>{label}</span>
      <strong>{value}</strong>
      <small>{note}</small>
    </MetricCard>
  );
}

const Page = styled.main`
  position: relative;
  min-height: 100%;
  padding: ${({ theme }) => theme.space(6)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

export const Button = styled.button`
  padding: 6px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const Metrics = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const MetricCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  strong {
    font-size: 1.6rem;
  }
  small,
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const TabButton = styled(Button)<{ $active: boolean }>`
  background: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.surfaceRaised)};
`;

const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
