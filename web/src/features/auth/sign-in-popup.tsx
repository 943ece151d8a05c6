import { useEffect, useState, type FormEvent } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { Button } from '../../ui/button';
import { Form, FormMessage } from '../../ui/form';
import { ModalDialog, DialogActions } from '../../ui/modal-dialog';
import { TextField } from '../../ui/text-field';
import { loginOrRegister } from './internal/auth-api';

export const POPUP_DELAY_MS = 60_000;
export const DISMISS_FOR_MS = 24 * 60 * 60 * 1000;
const DISMISSED_KEY = 'authPopupDismissed';

const recentlyDismissed = () => {
  const at = Number(localStorage.getItem(DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && Date.now() - at < DISMISS_FOR_MS;
};

/**
 * Spec section 4: 60 s after load, for anonymous visitors, unless dismissed in the last 24 hours;
 * success reloads. When the 60 s are up while the visitor is busy (`idle` false: a dialog or the
 * wizard open, playback running) it waits until they are done, never opening over their work.
 */
export function SignInPopup({ idle = true }: { idle?: boolean }) {
  const user = useCurrentUser();
  const [due, setDue] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (user !== null || recentlyDismissed()) return;
    const timer = setTimeout(() => setDue(true), POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [user]);
  // While it shows, the visitor cannot start anything else (the rest of the page is inert).
  if (!due || !idle || user !== null) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    setDue(false);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await loginOrRegister(email, password).catch(() => ({ ok: false as const, message: 'Please check your credentials and try again.' }));
    if (result.ok) window.location.reload();
    else setError(`Log In Failed: ${result.message}`);
  };
  return (
    <ModalDialog title="Sign in to add your stories" onClose={dismiss}>
      <p>Accounts are free. Sign in, or type a new email and password to create one.</p>
      <Form onSubmit={(e) => void submit(e)} aria-label="Sign in">
        <TextField label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
        <TextField label="Password" type="password" required value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
        {error && (
          <FormMessage role="alert" $tone="error">
            {error}
          </FormMessage>
        )}
        <DialogActions>
          <Button $variant="quiet" onClick={dismiss}>
            Not now
          </Button>
          <Button type="submit" $variant="primary">
            Log In
          </Button>
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
