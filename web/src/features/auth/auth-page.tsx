import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { primaryButton } from '../../styles/primary-button';
import { AdminPage } from '../admin/admin-page';
import { FuturePlans } from '../header/user-menu';
import { ModalDialog } from '../dialogs/modal-dialog';
import { confirmEmail, forgotPassword, loginOrRegister, register, resetPassword } from './auth-api';
import { ConfirmLinkCard } from '../../ui/confirm-link-card';
import { Card, CenteredPage as Centered, Notice as Message } from '../../ui/centered-card';
import { useCurrentUser } from './use-current-user';

const RESET_SENT = "If an account exists with this email, you'll receive password reset instructions.";
const MIN_PASSWORD = 8;

type Tab = 'login' | 'signup';

/**
 * /auth (spec section 2): log in, sign up, forgot password; a reset link (?reset=token) sets a new
 * password. A signed-in visitor is sent to / (tab=admin waits for the admin dashboard).
 */
export function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const resetToken = params.get('reset');
  const verifyToken = params.get('verify');
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'signup' ? 'signup' : 'login');

  useEffect(() => {
    document.title = 'Sign in - Epoch Atlas';
    if (user && !resetToken && !verifyToken && params.get('tab') !== 'admin') navigate('/', { replace: true });
  }, [user, resetToken, verifyToken, params, navigate]);

  if (verifyToken) return <ConfirmLinkCard title="Email address" confirm={() => confirmEmail(verifyToken)} />;
  if (user === undefined) return <Centered role="status">Checking your account...</Centered>;
  if (resetToken) return <ResetPasswordCard token={resetToken} />;
  if (user && params.get('tab') === 'admin') return <AdminPage />;

  return (
    <Centered>
      <Card>
        <h1>Epoch Atlas</h1>
        <Tabs role="tablist" aria-label="Account">
          <TabButton role="tab" aria-selected={tab === 'login'} $active={tab === 'login'} onClick={() => setTab('login')}>
            Log In
          </TabButton>
          <TabButton role="tab" aria-selected={tab === 'signup'} $active={tab === 'signup'} onClick={() => setTab('signup')}>
            Sign Up
          </TabButton>
        </Tabs>
        <PlanNote plan={params.get('plan')} info={params.get('info')} />
        {tab === 'login' ? <LoginForm /> : <SignupForm />}
        <Link to="/">Browse without an account</Link>
      </Card>
    </Centered>
  );
}

/** ?plan=creator|scholar and ?info=features open the matching note (the plans are not on sale yet). */
function PlanNote({ plan, info }: { plan: string | null; info: string | null }) {
  if (plan === 'creator' || plan === 'scholar')
    return (
      <Note role="note">
        The {plan === 'creator' ? 'Creator plan ($9/month)' : 'Scholar plan ($19/month)'} is coming soon. Sign in or create a free Explorer account now, and we will tell you when
        it opens.
      </Note>
    );
  if (info === 'features')
    return (
      <Note role="note">
        <FuturePlans />
      </Note>
    );
  return null;
}

function LoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const result = await loginOrRegister(email, password);
      if (result.ok) {
        setMessage({ kind: 'ok', text: result.greeting });
        setTimeout(() => navigate('/'), 600);
      } else setMessage({ kind: 'error', text: `Log In Failed: ${result.message}` });
    } catch {
      setMessage({ kind: 'error', text: 'Log In Failed: Please check your credentials and try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
    <Form onSubmit={submit} aria-label="Log in">
      <label>
        Email
        <input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Password
        <input type="password" required autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {message && <Message role={message.kind === 'error' ? 'alert' : 'status'} $error={message.kind === 'error'}>{message.text}</Message>}
      <Submit type="submit" disabled={busy}>
        {busy ? 'Logging in...' : 'Log In'}
      </Submit>
      <LinkButton type="button" onClick={() => setForgotOpen(true)}>
        Forgot password?
      </LinkButton>
    </Form>
    {forgotOpen && (
      <ForgotPasswordDialog
        initialEmail={email}
        onClose={() => setForgotOpen(false)}
        onSent={() => {
          setForgotOpen(false);
          setMessage({ kind: 'ok', text: `Password Reset Sent: ${RESET_SENT}` });
        }}
      />
    )}
    </>
  );
}

function SignupForm() {
  const navigate = useNavigate();
  const [fields, setFields] = useState({ firstName: '', lastName: '', email: '', password: '', subscribeToNewsletter: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof fields, value: string | boolean) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await register(fields);
      if (res.status === 201) navigate('/');
      else if (res.status === 409) setError('An account with this email already exists. Log in instead.');
      else setError(res.body.violations?.map((v) => `${v.field}: ${v.message}`).join('; ') || res.body.message || `HTTP error! status: ${res.status}`);
    } catch {
      setError('Sign up failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} aria-label="Sign up">
      <Row>
        <label>
          First name
          <input autoComplete="given-name" value={fields.firstName} onChange={(e) => set('firstName', e.target.value)} />
        </label>
        <label>
          Last name
          <input autoComplete="family-name" value={fields.lastName} onChange={(e) => set('lastName', e.target.value)} />
        </label>
      </Row>
      <label>
        Email
        <input type="email" required autoComplete="email" value={fields.email} onChange={(e) => set('email', e.target.value)} />
      </label>
      <label>
        Password (at least {MIN_PASSWORD} characters)
        <input type="password" required minLength={MIN_PASSWORD} autoComplete="new-password" value={fields.password} onChange={(e) => set('password', e.target.value)} />
      </label>
      <Check>
        <input type="checkbox" checked={fields.subscribeToNewsletter} onChange={(e) => set('subscribeToNewsletter', e.target.checked)} />
        Send me the weekly newsletter
      </Check>
      {error && <Message role="alert" $error>{error}</Message>}
      <Submit type="submit" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Submit>
    </Form>
  );
}

/** Spec section 4: after sending, the dialog closes and clears; the answer is the same for any address. */
function ForgotPasswordDialog({ initialEmail, onClose, onSent }: { initialEmail: string; onClose: () => void; onSent: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await forgotPassword(email).catch(() => undefined);
    setEmail('');
    onSent();
  };
  return (
    <ModalDialog title="Reset your password" onClose={onClose}>
      <Form onSubmit={submit} aria-label="Reset password">
        <label>
          Email
          <input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <Submit type="submit">Send reset link</Submit>
      </Form>
    </ModalDialog>
  );
}

function ResetPasswordCard({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const res = await resetPassword(token, password);
    if (res.status === 200) navigate('/');
    else setError(res.body.violations?.map((v) => v.message).join('; ') || res.body.message || `HTTP error! status: ${res.status}`);
  };
  return (
    <Centered>
      <Card>
        <h1>Choose a new password</h1>
        <Form onSubmit={submit} aria-label="Set a new password">
          <label>
            New password (at least {MIN_PASSWORD} characters)
            <input type="password" required minLength={MIN_PASSWORD} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          {error && <Message role="alert" $error>{error}</Message>}
          <Submit type="submit">Set password</Submit>
        </Form>
      </Card>
    </Centered>
  );
}

const Note = styled.div`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 0.85rem;
  ul {
    margin: 0;
  }
`;

const Tabs = styled.div`
  display: flex;
  gap: 4px;
`;

const TabButton = styled.button<{ $active: boolean }>`
  flex: 1;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.surfaceRaised)};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 0.85rem;
  }
  input:not([type='checkbox']) {
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
`;

const Check = styled.label`
  flex-direction: row !important;
  align-items: center;
`;

const Submit = styled.button`
  ${primaryButton}
  padding: 10px;
  &:disabled {
    opacity: 0.6;
  }
`;

const LinkButton = styled.button`
  align-self: flex-start;
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  cursor: pointer;
`;
