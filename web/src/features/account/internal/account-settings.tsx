import { useState, type ChangeEvent, type FormEvent } from 'react';
import { fetchCurrentUser, forgetCurrentUser, type CurrentUser } from '../../../lib/current-user';
import { requestJson, sendJson } from '../../../lib/http';
import { Button } from '../../../ui/button';
import { Form, FormMessage } from '../../../ui/form';
import { Panel } from '../../../ui/panel';
import { TextField } from '../../../ui/text-field';

type Fields = { firstName: string; lastName: string; email: string; currentPassword: string; newPassword: string };

/** Account Settings: names, the address (changed once a mailed link is followed) and the password. */
export function AccountSettings({ user }: { user: CurrentUser }) {
  const [form, setForm] = useState<Fields>({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    currentPassword: '',
    newPassword: '',
  });
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const set = (k: keyof Fields) => (e: ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await sendJson('PATCH', '/api/user', {
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
    <Panel aria-labelledby="settings-title">
      <h2 id="settings-title">Account Settings</h2>
      <EmailConfirmation user={user} />
      <Form onSubmit={(e) => void submit(e)} aria-label="Account settings" $gap={2}>
        <TextField label="First name" value={form.firstName} onChange={set('firstName')} autoComplete="given-name" />
        <TextField label="Last name" value={form.lastName} onChange={set('lastName')} autoComplete="family-name" />
        <TextField label="Email" type="email" required value={form.email} onChange={set('email')} autoComplete="email" />
        <TextField
          label="New password (optional, at least 8 characters)"
          type="password"
          minLength={8}
          value={form.newPassword}
          onChange={set('newPassword')}
          autoComplete="new-password"
        />
        <TextField
          label="Current password (to change the email or password)"
          type="password"
          value={form.currentPassword}
          onChange={set('currentPassword')}
          autoComplete="current-password"
        />
        {message && <FormMessage role={message.error ? 'alert' : 'status'}>{message.text}</FormMessage>}
        <Button type="submit" $variant="primary">
          Save
        </Button>
      </Form>
    </Panel>
  );
}

/** Says whether the account's address is confirmed, and mails a new link on request. */
function EmailConfirmation({ user }: { user: CurrentUser }) {
  const [sent, setSent] = useState<string | null>(null);
  if (user.emailVerified && !user.pendingEmail) return null;
  const waiting = user.pendingEmail ?? user.email;
  const resend = async () => {
    const res = await requestJson<{ message?: string }>('POST', '/api/verify-email/resend', {});
    setSent(res.body.message ?? `HTTP error! status: ${res.status}`);
  };
  return (
    <p role="note">
      {user.pendingEmail ? `Your new address ${waiting} is waiting for confirmation.` : `Your address ${waiting} is not confirmed yet.`} Follow the link we
      emailed to it.{' '}
      <Button $size="sm" onClick={() => void resend()}>
        Send the link again
      </Button>
      {sent && <span role="status"> {sent}</span>}
    </p>
  );
}
