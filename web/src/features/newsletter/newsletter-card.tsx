import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Toast, useToast } from '../toast/toast';

const SUCCESS = "Successfully subscribed! You'll receive your first historical digest soon.";
const FAILURE = 'Subscription failed - Please try again later.';

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
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError('Valid email required');
      return;
    }
    setState('busy');
    setError(null);
    try {
      const res = await fetch('/api/newsletter/subscribe', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, preferences: { weeklyDigest: true, premiumInsights: false, historianCorner: false }, source: variant }),
      });
      if (!res.ok) throw new Error(String(res.status));
      const answer = (await res.json().catch(() => ({}))) as { subscriber?: { status?: string } };
      setConfirmTo(answer.subscriber?.status === 'pending' ? address : null);
      setState('done');
      toast.show(SUCCESS);
    } catch {
      setState('error');
      toast.show(FAILURE);
    }
  };
  const toastLayer = (
    <ToastLayer>
      <Toast message={toast.message} />
    </ToastLayer>
  );
  if (state === 'done')
    return (
      <>
        <Box $full={variant === 'full'} aria-label="Newsletter subscription">
          <h3>You are subscribed</h3>
          <p>One email a week, starting with the next digest.</p>
          {confirmTo && <p>A confirmation email is on its way to {confirmTo}: follow its link to start receiving the digest.</p>}
        </Box>
        {toastLayer}
      </>
    );
  return (
    <>
      <Box $full={variant === 'full'} aria-labelledby={`newsletter-${variant}`}>
        <h3 id={`newsletter-${variant}`}>Get the weekly historical digest</h3>
        {variant === 'full' && <p>One email a week: new events on the map, what-if stories worth reading, and what we are building next.</p>}
        <form onSubmit={submit} aria-label="Newsletter signup" noValidate>
          <label>
            <span className="visually-hidden">Email</span>
            <input type="email" placeholder="you@example.org" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(error)} />
          </label>
          <button type="submit" disabled={!email.trim() || state === 'busy'}>
            {state === 'busy' ? 'Subscribing...' : 'Subscribe'}
          </button>
        </form>
        {error && <p role="alert">{error}</p>}
      </Box>
      {toastLayer}
    </>
  );
}

/** Pins the toast to the bottom of the window on the scrolling site pages. */
const ToastLayer = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  height: 0;
  z-index: 20;
`;

const Box = styled.section<{ $full: boolean }>`
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme, $full }) => theme.space($full ? 6 : 4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin-top: 0;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  input {
    flex: 1 1 220px;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    padding: 8px 16px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;
