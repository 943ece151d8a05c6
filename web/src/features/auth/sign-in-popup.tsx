import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ModalDialog } from '../dialogs/modal-dialog';
import { loginOrRegister } from './auth-api';
import { useCurrentUser } from './use-current-user';

export const POPUP_DELAY_MS = 60_000;
export const DISMISS_FOR_MS = 24 * 60 * 60 * 1000;
const DISMISSED_KEY = 'authPopupDismissed';

const recentlyDismissed = () => {
  const at = Number(localStorage.getItem(DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && Date.now() - at < DISMISS_FOR_MS;
};

/** Spec section 4: 60 s after load, for anonymous visitors, unless dismissed in the last 24 hours; success reloads. */
export function SignInPopup() {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (user !== null || recentlyDismissed()) return;
    const timer = setTimeout(() => setOpen(true), POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [user]);

  if (!open) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    setOpen(false);
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
      <Form onSubmit={submit} aria-label="Sign in">
        <label>
          Email
          <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
        </label>
        <label>
          Password
          <input type="password" required value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
        </label>
        {error && <p role="alert">{error}</p>}
        <button type="submit">Log In</button>
        <button type="button" onClick={dismiss}>
          Not now
        </button>
      </Form>
    </ModalDialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  input {
    padding: 8px 10px;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    padding: 8px 14px;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    cursor: pointer;
  }
  button[type='button'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
  }
`;
