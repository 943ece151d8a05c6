import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, CenteredPage } from './centered-card';
import { FormMessage } from './form';

export interface ConfirmLinkCardProps {
  title: string;
  /** Follows the link: resolves with the success text, rejects with what went wrong. */
  confirm: () => Promise<string>;
}

/** Follows a link from an email (address or subscription confirmation) once, and says how it went. */
export function ConfirmLinkCard({ title, confirm }: ConfirmLinkCardProps) {
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  // The link is followed once per visit of the page, with the callback given first.
  const follow = useRef(confirm);
  useEffect(() => {
    document.title = `${title} - Epoch Atlas`;
    let live = true;
    follow.current().then(
      (text) => live && setState({ ok: true, text }),
      (error: unknown) => live && setState({ ok: false, text: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [title]);
  return (
    <CenteredPage>
      <Card>
        <h1>{title}</h1>
        {state ? (
          <FormMessage role={state.ok ? 'status' : 'alert'} $tone={state.ok ? 'ok' : 'error'}>
            {state.text}
          </FormMessage>
        ) : (
          <p role="status">Confirming...</p>
        )}
        <Link to="/">Go to the map</Link>
      </Card>
    </CenteredPage>
  );
}
