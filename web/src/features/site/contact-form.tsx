import { useState, type FormEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { primaryButton } from '../../styles/primary-button';

const FIELDS = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { key: 'subject', label: 'Subject' },
] as const;

type Key = (typeof FIELDS)[number]['key'] | 'message';
const EMPTY: Record<Key, string> = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/** The same rules as the server, so most mistakes are caught before sending (the server checks again). */
export function validateContact(values: Record<Key, string>): Partial<Record<Key, string>> {
  const errors: Partial<Record<Key, string>> = {};
  for (const key of Object.keys(EMPTY) as Key[]) if (!values[key].trim()) errors[key] = 'Required';
  if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'Invalid email';
  if (values.message.length > 5000) errors.message = 'String too long (at most 5000 characters)';
  return errors;
}

/** The contacts form (spec section 2): checked here and on the server, stored, rate-limited per address. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: Key) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setStatus(null);
    try {
      const res = await fetch('/api/contacts', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) });
      const body = (await res.json().catch(() => ({}))) as { message?: string; violations?: { field: Key; message: string }[] };
      if (res.status === 201) {
        setValues(EMPTY);
        setStatus({ ok: true, text: body.message ?? 'Thank you! Your message has been received.' });
      } else if (res.status === 400 && body.violations) {
        setErrors(Object.fromEntries(body.violations.map((v) => [v.field, v.message])));
      } else {
        setStatus({ ok: false, text: body.message ?? `HTTP error! status: ${res.status}` });
      }
    } catch {
      setStatus({ ok: false, text: 'The message could not be sent. Please try again later.' });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: Key, label: string, input: ReactElement) => (
    <label key={key}>
      {label}
      {input}
      {errors[key] && (
        <Error id={`contact-${key}-error`} role="alert">
          {errors[key]}
        </Error>
      )}
    </label>
  );

  return (
    <Form onSubmit={submit} aria-label="Contact us" noValidate>
      {FIELDS.map((f) =>
        field(
          f.key,
          f.label,
          <input
            type={'type' in f ? f.type : 'text'}
            autoComplete={'autoComplete' in f ? f.autoComplete : undefined}
            value={values[f.key]}
            onChange={set(f.key)}
            aria-invalid={Boolean(errors[f.key])}
            aria-describedby={errors[f.key] ? `contact-${f.key}-error` : undefined}
          />,
        ),
      )}
      {field(
        'message',
        'Message',
        <textarea rows={6} value={values.message} onChange={set('message')} aria-invalid={Boolean(errors.message)} aria-describedby={errors.message ? 'contact-message-error' : undefined} />,
      )}
      {status && <p role={status.ok ? 'status' : 'alert'}>{status.text}</p>}
      <button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send message'}
      </button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 560px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  input,
  textarea {
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  button {
    align-self: flex-start;
    ${primaryButton}
  }
`;

const Error = styled.span`
  color: #fca5a5;
  font-size: 0.85rem;
`;
