import { useEffect, useState } from 'react';
import { replaceQuery } from '../../../lib/address';

/**
 * My events links to an event's editor as /?event=<id>&edit=1: the editor opens once, and the
 * address forgets the request once the screen is on the page (a reload or a shared link shows the
 * event, not the editor). Read without side effects, for the reason in
 * features/guide/first-visit.ts.
 */
export function useEditRequest(): string | null {
  const [eventId] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return params.get('edit') === '1' ? params.get('event') : null;
  });
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('edit') !== '1') return;
    params.delete('edit');
    replaceQuery(params.toString());
  }, []);
  return eventId;
}
