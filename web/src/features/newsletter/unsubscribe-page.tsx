import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { sendJson } from '../../lib/http';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../ui/button';
import { Card, CenteredPage } from '../../ui/centered-card';
import { FormMessage } from '../../ui/form';

/**
 * /newsletter/unsubscribe?token=: the unsubscribe link of every newsletter mail. It asks for a
 * click rather than acting on load, since mail scanners open links on their own; no sign-in.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  usePageMeta('Unsubscribe');
  const unsubscribe = async () => {
    setBusy(true);
    try {
      const { email } = await sendJson<{ email: string }>('POST', '/api/newsletter/unsubscribe-link', { token });
      setState({ ok: true, text: `${email} is unsubscribed: you will get no more newsletters from Epoch Atlas.` });
    } catch (error) {
      setState({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <CenteredPage>
      <Card>
        <h1>Unsubscribe</h1>
        {state ? (
          <FormMessage role={state.ok ? 'status' : 'alert'} $tone={state.ok ? 'ok' : 'error'}>
            {state.text}
          </FormMessage>
        ) : (
          <>
            <p>Stop every Epoch Atlas newsletter to the address this mail was sent to.</p>
            <Button $variant="primary" disabled={busy} onClick={() => void unsubscribe()}>
              {busy ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </>
        )}
        <Link to="/">Go to the map</Link>
      </Card>
    </CenteredPage>
  );
}
