import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../../lib/http';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/choice-fields';
import { FieldRow, Form, FormMessage } from '../../../ui/form';
import { TextField } from '../../../ui/text-field';
import { NewsletterLabel } from '../../../ui/tier-badge';
import { MIN_PASSWORD, register, type Registration } from './auth-api';

const EMPTY: Registration = { firstName: '', lastName: '', email: '', password: '', subscribeToNewsletter: false };

/** Sign up with names, address, password and the newsletter choice; success goes to the map. */
export function SignupForm() {
  const navigate = useNavigate();
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Registration>(key: K, value: Registration[K]) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await register(fields);
      if (res.status === 201) void navigate('/');
      else if (res.status === 409) setError('An account with this email already exists. Log in instead.');
      else setError(apiErrorMessage(res, true));
    } catch {
      setError('Sign up failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="Sign up">
      <FieldRow>
        <TextField label="First name" autoComplete="given-name" value={fields.firstName} onChange={(e) => set('firstName', e.target.value)} />
        <TextField label="Last name" autoComplete="family-name" value={fields.lastName} onChange={(e) => set('lastName', e.target.value)} />
      </FieldRow>
      <TextField label="Email" type="email" required autoComplete="email" value={fields.email} onChange={(e) => set('email', e.target.value)} />
      <TextField
        label={`Password (at least ${MIN_PASSWORD} characters)`}
        type="password"
        required
        minLength={MIN_PASSWORD}
        autoComplete="new-password"
        value={fields.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <CheckboxField
        label={
          <>
            Send me the weekly newsletter, <NewsletterLabel topic="weeklyDigest" />
          </>
        }
        checked={fields.subscribeToNewsletter}
        onChange={(e) => set('subscribeToNewsletter', e.target.checked)}
      />
      {error && (
        <FormMessage role="alert" $tone="error">
          {error}
        </FormMessage>
      )}
      <Button type="submit" $variant="primary" $size="lg" $block disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
