import { NEWSLETTER_TOPICS } from '@domain/enums';
import { useEffect, useState, type FormEvent } from 'react';
import { fetchCurrentUser } from '../../../lib/current-user';
import { sendJson } from '../../../lib/http';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/choice-fields';
import { Form, FormMessage } from '../../../ui/form';
import { Cluster, Panel } from '../../../ui/panel';
import { NewsletterLabel } from '../../../ui/tier-badge';

interface Subscription {
  email: string;
  preferences: string[] | null;
  status: string;
}

// The three newsletters by their spec names, each with its FREE or PREMIUM label.
const TOPICS = NEWSLETTER_TOPICS.map((key) => ({ key, label: <NewsletterLabel topic={key} cadence /> }));

/** Newsletter Preferences (the user menu links here): topics, subscribe, unsubscribe. */
export function NewsletterPreferences() {
  const [sub, setSub] = useState<Subscription | null | undefined>(undefined);
  const [chosen, setChosen] = useState<string[]>(['weeklyDigest']);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/newsletter/me', { credentials: 'include' })
      .then((r) => (r.ok ? (r.json() as Promise<Subscription | null>) : null))
      .then(
        (s) => {
          setSub(s);
          if (s?.preferences?.length) setChosen(s.preferences);
        },
        () => setSub(null),
      );
  }, []);
  const subscribed = Boolean(sub && sub.status !== 'unsubscribed');
  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      // The address as it is now (the settings above may have just changed it).
      const me = await fetchCurrentUser();
      if (!me) throw new Error('Sign in first');
      const result = await sendJson<{ subscriber?: Subscription }>('POST', '/api/newsletter/subscribe', {
        email: me.email,
        preferences: Object.fromEntries(TOPICS.map((t) => [t.key, chosen.includes(t.key)])),
        source: 'preferences',
      });
      setSub(result.subscriber ?? null);
      setMessage(
        result.subscriber?.status === 'pending'
          ? `Almost there: follow the link we emailed to ${me.email} to confirm.`
          : 'Your newsletter preferences are saved.',
      );
    } catch (err) {
      setMessage((err as Error).message);
    }
  };
  const unsubscribe = async () => {
    await sendJson('POST', '/api/newsletter/unsubscribe', {});
    setSub((s) => (s ? { ...s, status: 'unsubscribed' } : s));
    setMessage('You are unsubscribed.');
  };
  return (
    <Panel id="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Newsletter Preferences</h2>
      <p>{sub === undefined ? 'Loading...' : subscribed ? `Subscribed (${sub!.status}).` : 'Not subscribed.'}</p>
      <Form onSubmit={(e) => void save(e)} aria-label="Newsletter preferences" $gap={2}>
        {TOPICS.map((t) => (
          <CheckboxField
            key={t.key}
            label={t.label}
            checked={chosen.includes(t.key)}
            onChange={(e) => setChosen((c) => (e.target.checked ? [...c, t.key] : c.filter((k) => k !== t.key)))}
          />
        ))}
        {message && <FormMessage role="status">{message}</FormMessage>}
        <Cluster>
          <Button type="submit" $variant="primary">
            {subscribed ? 'Save preferences' : 'Subscribe'}
          </Button>
          {subscribed && <Button onClick={() => void unsubscribe()}>Unsubscribe</Button>}
        </Cluster>
      </Form>
    </Panel>
  );
}
