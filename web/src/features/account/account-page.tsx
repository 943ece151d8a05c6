import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { fetchCurrentUser, forgetCurrentUser, resendConfirmation, type CurrentUser } from '../auth/auth-api';
import { useCurrentUser } from '../auth/use-current-user';

interface Subscription {
  email: string;
  preferences: string[] | null;
  status: string;
}

const TOPICS = [
  { key: 'weeklyDigest', label: 'Weekly digest' },
  { key: 'premiumInsights', label: 'Premium insights' },
  { key: 'historianCorner', label: "Historian's corner" },
] as const;

async function send(method: string, url: string, body?: unknown) {
  const res = await fetch(url, { method, credentials: 'include', headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  const json = (await res.json().catch(() => ({}))) as { message?: string; violations?: { message: string }[] };
  if (!res.ok) throw new Error(json.violations?.map((v) => v.message).join('; ') || json.message || `HTTP error! status: ${res.status}`);
  return json;
}

/** /account: Account Settings (names, email, password) and Newsletter Preferences. */
export function AccountPage() {
  const user = useCurrentUser();
  useEffect(() => {
    document.title = 'Your account - Epoch Atlas';
  }, []);
  if (user === undefined) return <Page role="status">Checking your account...</Page>;
  if (user === null) return <Navigate to="/auth" replace />;
  return (
    <Page>
      <Link to="/">Back to map</Link>
      <h1>Your account</h1>
      <AccountSettings user={user} />
      <NewsletterPreferences />
    </Page>
  );
}

function AccountSettings({ user }: { user: CurrentUser }) {
  const [form, setForm] = useState({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email, currentPassword: '', newPassword: '' });
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await send('PATCH', '/api/user', {
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        currentPassword: form.currentPassword || undefined,
        newPassword: form.newPassword || undefined,
      });
      forgetCurrentUser();
      const saved = await fetchCurrentUser();
      setForm((f) => ({ ...f, email: saved?.email ?? f.email, currentPassword: '', newPassword: '' }));
      const pending = saved?.pendingEmail ? ` We sent a link to ${saved.pendingEmail}: your email changes once you follow it.` : '';
      setMessage({ error: false, text: `Your account is saved.${pending}` });
    } catch (err) {
      setMessage({ error: true, text: (err as Error).message });
    }
  };
  return (
    <Section aria-labelledby="settings-title">
      <h2 id="settings-title">Account Settings</h2>
      <EmailConfirmation user={user} />
      <Form onSubmit={submit} aria-label="Account settings">
        <label>
          First name
          <input value={form.firstName} onChange={set('firstName')} autoComplete="given-name" />
        </label>
        <label>
          Last name
          <input value={form.lastName} onChange={set('lastName')} autoComplete="family-name" />
        </label>
        <label>
          Email
          <input type="email" required value={form.email} onChange={set('email')} autoComplete="email" />
        </label>
        <label>
          New password (optional, at least 8 characters)
          <input type="password" minLength={8} value={form.newPassword} onChange={set('newPassword')} autoComplete="new-password" />
        </label>
        <label>
          Current password (to change the email or password)
          <input type="password" value={form.currentPassword} onChange={set('currentPassword')} autoComplete="current-password" />
        </label>
        {message && <p role={message.error ? 'alert' : 'status'}>{message.text}</p>}
        <button type="submit">Save</button>
      </Form>
    </Section>
  );
}

/** Says whether the account's address is confirmed, and mails a new link on request. */
function EmailConfirmation({ user }: { user: CurrentUser }) {
  const [sent, setSent] = useState<string | null>(null);
  if (user.emailVerified && !user.pendingEmail) return null;
  const waiting = user.pendingEmail ?? user.email;
  const resend = async () => {
    const res = await resendConfirmation();
    setSent(res.body.message ?? `HTTP error! status: ${res.status}`);
  };
  return (
    <p role="note">
      {user.pendingEmail ? `Your new address ${waiting} is waiting for confirmation.` : `Your address ${waiting} is not confirmed yet.`} Follow the link we emailed to it.{' '}
      <button type="button" onClick={resend}>
        Send the link again
      </button>
      {sent && <span role="status"> {sent}</span>}
    </p>
  );
}

function NewsletterPreferences() {
  const [sub, setSub] = useState<Subscription | null | undefined>(undefined);
  const [chosen, setChosen] = useState<string[]>(['weeklyDigest']);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/newsletter/me', { credentials: 'include' })
      .then((r) => (r.ok ? (r.json() as Promise<Subscription | null>) : null))
      .then((s) => {
        setSub(s);
        if (s?.preferences?.length) setChosen(s.preferences);
      }, () => setSub(null));
  }, []);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      // The address as it is now (the settings above may have just changed it).
      const me = await fetchCurrentUser();
      if (!me) throw new Error('Sign in first');
      const result = (await send('POST', '/api/newsletter/subscribe', {
        email: me.email,
        preferences: Object.fromEntries(TOPICS.map((t) => [t.key, chosen.includes(t.key)])),
        source: 'preferences',
      })) as { subscriber?: Subscription };
      setSub(result.subscriber ?? null);
      setMessage(result.subscriber?.status === 'pending' ? `Almost there: follow the link we emailed to ${me.email} to confirm.` : 'Your newsletter preferences are saved.');
    } catch (err) {
      setMessage((err as Error).message);
    }
  };
  const unsubscribe = async () => {
    await send('POST', '/api/newsletter/unsubscribe', {});
    setSub((s) => (s ? { ...s, status: 'unsubscribed' } : s));
    setMessage('You are unsubscribed.');
  };
  return (
    <Section id="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Newsletter Preferences</h2>
      <p>{sub === undefined ? 'Loading...' : sub && sub.status !== 'unsubscribed' ? `Subscribed (${sub.status}).` : 'Not subscribed.'}</p>
      <Form onSubmit={save} aria-label="Newsletter preferences">
        {TOPICS.map((t) => (
          <label key={t.key} className="check">
            <input type="checkbox" checked={chosen.includes(t.key)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, t.key] : c.filter((k) => k !== t.key)))} />
            {t.label}
          </label>
        ))}
        {message && <p role="status">{message}</p>}
        <button type="submit">{sub && sub.status !== 'unsubscribed' ? 'Save preferences' : 'Subscribe'}</button>
        {sub && sub.status !== 'unsubscribed' && (
          <button type="button" onClick={() => void unsubscribe()}>
            Unsubscribe
          </button>
        )}
      </Form>
    </Section>
  );
}

const Page = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    margin-top: 0;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 0.85rem;
  }
  label.check {
    flex-direction: row;
    align-items: center;
  }
  input:not([type='checkbox']) {
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    align-self: flex-start;
    padding: 8px 14px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    cursor: pointer;
  }
`;
