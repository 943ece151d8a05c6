import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { logout, useCurrentUser } from '../../lib/current-user';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../ui/button';
import { Card, CenteredPage } from '../../ui/centered-card';
import { Cluster } from '../../ui/panel';
import { AdminDashboard } from './internal/admin-dashboard';
import { AdminHead, AdminScreen } from './internal/admin-layout';
import { ModerationTab } from './internal/moderation-tab';

/**
 * /admin and /admin-dashboard (spec section 2): checking, redirect when signed out; admins get the
 * whole dashboard, moderators their moderation queue, everyone else Access Denied with a way back.
 */
export function AdminPage({ storyQueue }: { storyQueue?: ReactNode }) {
  const user = useCurrentUser();
  usePageMeta('Admin dashboard');
  if (user === undefined) return <CenteredPage role="status">Checking authentication...</CenteredPage>;
  if (user === null) return <Navigate to="/auth" replace />;
  if (user.role === 'moderator') return <ModeratorDashboard storyQueue={storyQueue} />;
  if (user.role !== 'admin') return <AccessDenied email={user.email} />;
  return (
    <AdminScreen>
      <AdminDashboard storyQueue={storyQueue} />
    </AdminScreen>
  );
}

function AccessDenied({ email }: { email: string }) {
  const navigate = useNavigate();
  return (
    <CenteredPage>
      <Card>
        <h1>Access Denied</h1>
        <p>The dashboard is for administrators and moderators; your account ({email}) is neither.</p>
        <Cluster $gap={3}>
          <Link to="/">Back to map</Link>
          <Button
            onClick={() =>
              void logout()
                .catch(() => undefined)
                .then(() => navigate('/auth'))
            }
          >
            Log In with another account
          </Button>
        </Cluster>
      </Card>
    </CenteredPage>
  );
}

/** What a moderator may use: the moderation queue, nothing of the admin's people or newsletter data. */
function ModeratorDashboard({ storyQueue }: { storyQueue?: ReactNode }) {
  return (
    <AdminScreen>
      <AdminHead>
        <h1>Moderation</h1>
        <Link to="/">Back to map</Link>
      </AdminHead>
      <section aria-label="Moderation">
        <ModerationTab storyQueue={storyQueue} />
      </section>
    </AdminScreen>
  );
}
