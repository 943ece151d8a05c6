import { createContext, use, useSyncExternalStore } from 'react';
import type { AtlasStore, ScreenState } from './atlas-store';

/** The main screen's store, for the parts of the screen the app composes. */
export const AtlasContext = createContext<AtlasStore | null>(null);

export function useAtlasStore(): AtlasStore {
  const store = use(AtlasContext);
  if (!store) throw new Error('useAtlasStore outside the main screen');
  return store;
}

/**
 * One value of the main screen's state; the component renders again when that value changes, not
 * when others do. `select` must return a value of the state (or a primitive), not a new object.
 */
export function useAtlas<T>(select: (state: ScreenState) => T): T {
  const store = useAtlasStore();
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
