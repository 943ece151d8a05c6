import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { requestJson } from '../../lib/http';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/panel';
import { TextField } from '../../ui/text-field';
import { NewsletterLabel } from '../../ui/tier-badge';
import { Toast, useToast } from '../../ui/toast';

const SUCCESS = "Successfully subscribed! You'll receive your first historical digest soon.";
const FAILURE = 'Subscription failed - Please try again later.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The newsletter signup card (spec sections 2 and 8), inline or full. It subscribes for real
 * (POST /api/newsletter/subscribe) with the weekly digest on and the card variant as the source.
 */
export function NewsletterCard({ variant = 'inline' }: { variant?: 'inline' | 'full' }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  /** The address a confirmation link went to (anyone but a signed-in owner of the address confirms by mail). */
  const [confirmTo, setConfirmTo] = useState<string | null>(null);
  const toast = useToast(5000);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError('Valid email required');
      return;
    }
    setState('busy');
    setError(null);
    try {
      const preferences = { weeklyDigest: true, premiumInsights: false, historianCorner: false };
      const res = await requestJson<{ subscriber?: { status?: string } }>('POST', '/api/newsletter/subscribe', {
        email: address,
        preferences,
        source: variant,
      });
      if (!res.ok) throw new Error(String(res.status));
      setConfirmTo(res.body.subscriber?.status === 'pending' ? address : null);
      setState('done');
      toast.show(SUCCESS);
    } catch {
      setState('error');
      toast.show(FAILURE);
    }
  };
  const full = variant === 'full';
  return (
    <>
      {state === 'done' ? (
        <Box $full={full} aria-label="Newsletter subscription">
          <h3>You are subscribed</h3>
          <p>One email a week, starting with the next digest.</p>
          {confirmTo && <p>A confirmation email is on its way to {confirmTo}: follow its link to start receiving the digest.</p>}
        </Box>
      ) : (
        <Box $full={full} aria-labelledby={`newsletter-${variant}`}>
          <h3 id={`newsletter-${variant}`}>Get the weekly historical digest</h3>
          <Edition>
            <NewsletterLabel topic="weeklyDigest" />
          </Edition>
          {full && <p>One email a week: new events on the map, what-if stories worth reading, and what we are building next.</p>}
          <SignupForm onSubmit={(e) => void submit(e)} aria-label="Newsletter signup" noValidate>
            <TextField
              label="Email"
              hideLabel
              type="email"
              placeholder="you@example.org"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error}
            />
            <Button type="submit" $variant="primary" disabled={!email.trim() || state === 'busy'}>
              {state === 'busy' ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </SignupForm>
        </Box>
      )}
      <Toast message={toast.message} placement="window" />
    </>
  );
}

const Box = styled(Panel)<{ $full: boolean }>`
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme, $full }) => theme.space($full ? 6 : 4)};
`;

const Edition = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const SignupForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px;
  > :first-child {
    flex: 1 1 220px;
  }
`;
