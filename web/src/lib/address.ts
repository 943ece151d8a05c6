/**
 * Rewrites the current history entry's query: no new entry, nothing for React Router to render,
 * and the router's own entry state kept. An empty query leaves the bare path.
 */
export function replaceQuery(search: string): void {
  const query = search.replace(/^\?/, '');
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}
