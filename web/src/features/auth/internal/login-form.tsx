import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/button';
import { Form, FormMessage } from '../../../ui/form';
import { ModalDialog } from '../../../ui/modal-dialog';
import { TextField } from '../../../ui/text-field';
import { forgotPassword, loginOrRegister } from './auth-api';

const RESET_SENT = "If an account exists with this email, you'll receive password reset instructions.";

/** Log in (a new address registers, spec section 4), and the way to a reset link. */
export function LoginForm() {
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
        // The greeting shows for a moment before the map.
        setTimeout(() => void navigate('/'), 600);
      } else setMessage({ kind: 'error', text: `Log In Failed: ${result.message}` });
    } catch {
      setMessage({ kind: 'error', text: 'Log In Failed: Please check your credentials and try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form onSubmit={(e) => void submit(e)} aria-label="Log in">
        <TextField label="Email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Password" type="password" required autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        {message && (
          <FormMessage role={message.kind === 'error' ? 'alert' : 'status'} $tone={message.kind}>
            {message.text}
          </FormMessage>
        )}
        <Button type="submit" $variant="primary" $size="lg" $block disabled={busy}>
          {busy ? 'Logging in...' : 'Log In'}
        </Button>
        <Button $variant="link" onClick={() => setForgotOpen(true)}>
          Forgot password?
        </Button>
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
      <Form onSubmit={(e) => void submit(e)} aria-label="Reset password">
        <TextField label="Email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" $variant="primary" $size="lg" $block>
          Send reset link
        </Button>
      </Form>
    </ModalDialog>
  );
}
