import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { requestJson } from '../../../lib/http';
import { Button } from '../../../ui/button';
import { Form, FormMessage } from '../../../ui/form';
import { TextAreaField, TextField } from '../../../ui/text-field';

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
  const set = (key: Key) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setStatus(null);
    try {
      const res = await requestJson<{ violations?: { field: Key; message: string }[] }>('POST', '/api/contacts', values);
      if (res.status === 201) {
        setValues(EMPTY);
        setStatus({ ok: true, text: res.body.message ?? 'Thank you! Your message has been received.' });
      } else if (res.status === 400 && res.body.violations) {
        setErrors(Object.fromEntries(res.body.violations.map((v) => [v.field, v.message])));
      } else {
        setStatus({ ok: false, text: res.body.message ?? `HTTP error! status: ${res.status}` });
      }
    } catch {
      setStatus({ ok: false, text: 'The message could not be sent. Please try again later.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ContactBox onSubmit={(e) => void submit(e)} aria-label="Contact us" noValidate>
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          label={f.label}
          type={'type' in f ? f.type : 'text'}
          autoComplete={'autoComplete' in f ? f.autoComplete : undefined}
          value={values[f.key]}
          onChange={set(f.key)}
          error={errors[f.key]}
        />
      ))}
      <TextAreaField label="Message" rows={6} value={values.message} onChange={set('message')} error={errors.message} />
      {status && <FormMessage role={status.ok ? 'status' : 'alert'}>{status.text}</FormMessage>}
      <Button type="submit" $variant="primary" $size="lg" disabled={busy}>
        {busy ? 'Sending...' : 'Send message'}
      </Button>
    </ContactBox>
  );
}

const ContactBox = styled(Form)`
  max-width: 560px;
`;
