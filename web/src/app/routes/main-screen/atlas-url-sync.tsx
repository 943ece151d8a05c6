import { useEffect, useEffectEvent } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { replaceQuery } from '../../../lib/address';
import type { AtlasStore } from './atlas-store';
import { syncUrl } from './url-sync';

const withQuery = (search: string) => (search ? `?${search}` : '');

/**
 * Binds the main screen's store to the address through React Router's public API: history entries
 * with navigate(), back/forward from the router's location. Rewrites of the current entry (typing,
 * panning, the year) go to replaceQuery (lib/address), which keeps the router's own entry state:
 * the router keeps its bookkeeping and nothing renders for them. Renders nothing; it is the only part
 * of the screen the router's location re-renders.
 */
export function AtlasUrlSync({ store }: { store: AtlasStore }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const push = useEffectEvent((search: string) => void navigate({ search: withQuery(search) }));

  useEffect(
    () =>
      syncUrl(store, {
        read: () => window.location.search.replace(/^\?/, ''),
        push: (search) => push(search),
        replace: replaceQuery,
      }),
    [store],
  );

  // Back and forward: the state follows the address the router moved to.
  useEffect(() => {
    if (navigationType === NavigationType.Pop) store.followUrl(location.search.replace(/^\?/, ''));
  }, [store, location, navigationType]);

  return null;
}
