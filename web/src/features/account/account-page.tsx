import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../lib/current-user';
import { usePageMeta } from '../../lib/page-meta';
import { AccountSettings } from './internal/account-settings';
import { NewsletterPreferences } from './internal/newsletter-preferences';

/** /account: Account Settings (names, email, password) and Newsletter Preferences. */
export function AccountPage() {
  const user = useCurrentUser();
  usePageMeta('Your account');
  if (user === undefined) return <Page role="status">Checking your account...</Page>;
  if (user === null) return <Navigate to="/auth" replace />;
  return (
    <Page>
      <Link to="/">Back to map</Link>
      <h1>Your account</h1>
      <Intro>
        The events you submitted and the edits you proposed, with where each stands: <Link to="/my-events">My events</Link>.
      </Intro>
      <AccountSettings user={user} />
      <NewsletterPreferences />
    </Page>
  );
}

const Page = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Intro = styled.p`
  margin: 0;
`;
