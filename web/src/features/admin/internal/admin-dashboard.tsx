import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Cluster, Panel } from '../../../ui/panel';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { Toast, useToast } from '../../../ui/toast';
import { downloadFile, fetchAll, fetchAnalytics, fetchSubscribers, fetchUsers, toCsv, type Analytics } from './admin-api';
import { AdminHead } from './admin-layout';
import { CampaignsTab } from './campaigns-tab';
import { ModerationTab } from './moderation-tab';
import { MessagesTab, SubscribersTab, UsersTab } from './people-tabs';

type TabKey = 'users' | 'subscribers' | 'moderation' | 'messages' | 'analytics' | 'campaigns' | 'settings';
const TABS: readonly { key: TabKey; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'subscribers', label: 'Subscribers' },
  { key: 'moderation', label: 'Moderation' },
  { key: 'messages', label: 'Messages' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'campaigns', label: 'Campaigns' },
  { key: 'settings', label: 'Settings' },
];

/** The admin's dashboard (spec section 2): newsletter metrics, people, moderation, messages, export. */
export function AdminDashboard({ storyQueue }: { storyQueue?: ReactNode }) {
  const [tab, setTab] = useState<TabKey>('users');
  const [analytics, setAnalytics] = useState<Analytics | null>(null);
  const [filters, setFilters] = useState({ userSearch: '', subscriberSearch: '', status: 'all' });
  const toast = useToast(5000);

  const client = useApolloClient();
  useEffect(() => {
    fetchAnalytics(client).then(setAnalytics, () => setAnalytics(null));
  }, [client]);

  const exportTab = async () => {
    toast.show('Export Started');
    if (tab === 'users') {
      const rows = await fetchAll((page) => fetchUsers(client, filters.userSearch, page));
      downloadFile(
        'users.csv',
        toCsv(
          ['email', 'firstName', 'lastName', 'role', 'registered', 'updated'],
          rows.map((u) => [u.email, u.firstName, u.lastName, u.role, u.createdAt, u.updatedAt]),
        ),
      );
    } else if (tab === 'subscribers') {
      const rows = await fetchAll((page) => fetchSubscribers(client, filters.subscriberSearch, filters.status, page));
      const preferences = (p: string[]) => (p.length ? p.join('; ') : 'All');
      downloadFile(
        'subscribers.csv',
        toCsv(
          ['email', 'firstName', 'lastName', 'preferences', 'status', 'source', 'subscribedAt'],
          rows.map((s) => [s.email, s.firstName, s.lastName, preferences(s.preferences), s.status, s.source, s.subscribedAt]),
        ),
      );
    }
  };

  const notYet = tab === 'analytics' || tab === 'settings';
  return (
    <>
      <AdminHead>
        <h1>Admin Dashboard</h1>
        <Cluster>
          <Button onClick={() => setTab('campaigns')}>Send Newsletter</Button>
          <Button onClick={() => void exportTab()} disabled={tab !== 'users' && tab !== 'subscribers'}>
            Export
          </Button>
          <Link to="/">Back to map</Link>
        </Cluster>
      </AdminHead>
      <Metrics aria-label="Newsletter metrics">
        <Metric
          label="Total Subscribers"
          value={analytics ? analytics.totalSubscribers.toLocaleString('en') : '...'}
          note={analytics ? `+${analytics.weeklyGrowth}% this week` : ''}
        />
        <Metric
          label="Active Subscribers"
          value={analytics ? analytics.activeSubscribers.toLocaleString('en') : '...'}
          note={analytics ? `${analytics.activeRate}% of all subscribers` : ''}
        />
        <Metric label="Open Rate" value={analytics ? `${analytics.openRate}%` : '...'} note={analytics ? rateNote(analytics) : ''} />
        <Metric label="Click Rate" value={analytics ? `${analytics.clickRate}%` : '...'} note={analytics ? rateNote(analytics) : ''} />
      </Metrics>
      <Tabs label="Admin sections" tabs={TABS} selected={tab} onSelect={setTab} />
      <TabPanel label={TABS.find((t) => t.key === tab)!.label}>
        {tab === 'users' && <UsersTab search={filters.userSearch} onSearch={(userSearch) => setFilters((f) => ({ ...f, userSearch }))} />}
        {tab === 'subscribers' && (
          <SubscribersTab
            search={filters.subscriberSearch}
            status={filters.status}
            onSearch={(subscriberSearch) => setFilters((f) => ({ ...f, subscriberSearch }))}
            onStatus={(status) => setFilters((f) => ({ ...f, status }))}
          />
        )}
        {tab === 'moderation' && <ModerationTab storyQueue={storyQueue} />}
        {tab === 'messages' && <MessagesTab />}
        {tab === 'campaigns' && <CampaignsTab />}
        {notYet && <p>Coming soon.</p>}
      </TabPanel>
      <Toast message={toast.message} />
    </>
  );
}

/** What the rates are computed over: the mails sent in the period (none yet says so). */
const rateNote = (a: Analytics) =>
  a.delivered ? `${a.period}, of ${a.delivered.toLocaleString('en')} mail${a.delivered === 1 ? '' : 's'} sent` : `${a.period}: no newsletter sent yet`;

function Metric({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <MetricCard as="div">
      <span>{label}</span>
      <strong>{value}</strong>
      <small>{note}</small>
    </MetricCard>
  );
}

const Metrics = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const MetricCard = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  strong {
    font-size: 1.6rem;
  }
  small,
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
