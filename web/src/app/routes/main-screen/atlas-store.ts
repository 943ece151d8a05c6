import type { TimelineMode } from '@domain/enums';
import { clampYear } from '@domain/time';
import type { Shareable } from '../../../features/share/share-popover';
import { createYearStore, type YearStore } from '../../../lib/year-store';
import { inPeriodOrder, readAtlasState, writeAtlasState, type AtlasUrlState, type MapViewState } from './atlas-url';
import type { CompareYears } from './compare-url';

/** The main screen's one dialog at a time (they are modal: no second can be opened over the first). */
export type MainDialog =
  | { kind: 'browse' }
  | { kind: 'upload' }
  | { kind: 'edit'; eventId: string }
  | { kind: 'guide'; firstVisit?: boolean }
  | { kind: 'admin' }
  | { kind: 'share'; event: Shareable }
  | { kind: 'clip' };

/**
 * Everything the main screen shows but the year: the address's part (mode, periods, event, search,
 * view) and the screen's own (search result, connections, dialog, popup).
 */
export interface ScreenState extends Omit<AtlasUrlState, 'year'> {
  /** Which search result the navigator is on. */
  searchIndex: number;
  showConnections: boolean;
  dialog: MainDialog | null;
  /** The event whose map popup is open. */
  popupId: string | null;
  /** Counts the changes made from this screen to the events the map draws: each one reloads the map's data. */
  mapDataVersion: number;
  /** The events a story's step highlights (the map emphasises the first as it does a search result). */
  storyHighlight: readonly string[];
}

/** What a story's step sets on the screen; a null mode or periods leaves them as they are. */
export interface StoryStepState {
  mode: TimelineMode | null;
  periods: number[] | null;
  highlight: readonly string[];
}

/** Why the state changed: the person did something, or the address changed under it (back/forward). */
export type ChangeSource = 'screen' | 'address';

export interface AtlasStore {
  /** The timeline's year, apart from the rest: a playback tick renders nothing (see lib/year-store). */
  readonly year: YearStore;
  get: () => ScreenState;
  subscribe: (listener: (source: ChangeSource) => void) => () => void;
  /** The address's part of the state, with the year. */
  urlState: () => AtlasUrlState;
  setMode: (mode: TimelineMode) => void;
  togglePeriod: (index: number) => void;
  openEvent: (eventId: string | null) => void;
  /** New search text starts at the first result. */
  setSearch: (text: string) => void;
  setSearchIndex: (index: number) => void;
  setView: (view: MapViewState) => void;
  /** Opens the compare view at two years, or closes it (null). */
  setCompare: (years: CompareYears | null) => void;
  setShowConnections: (show: boolean) => void;
  openDialog: (dialog: MainDialog) => void;
  closeDialog: () => void;
  /** An event was edited, withdrawn or reverted from this screen: the map loads its data again. */
  mapDataChanged: () => void;
  showPopup: (eventId: string | null) => void;
  /** A story's step: its mode and periods (when it sets them) and its highlighted events, in one change. */
  showStoryStep: (step: StoryStepState) => void;
  /** Jump to an event (spec section 4): its start year, its period ticked, its card open. */
  jumpTo: (eventId: string, startYear: number, period: number) => void;
  /** The address changed (back/forward): the state follows the query string `search`. */
  followUrl: (search: string) => void;
}

const withoutYear = ({ year: _year, ...rest }: AtlasUrlState): Omit<AtlasUrlState, 'year'> => rest;

/** The main screen's state, made from the address it opened with (`search`, the query string). */
export function createAtlasStore(search: string, options: { firstVisit?: boolean; editEventId?: string | null } = {}): AtlasStore {
  const initial = readAtlasState(new URLSearchParams(search));
  const year = createYearStore(initial.year);
  let state: ScreenState = {
    ...withoutYear(initial),
    searchIndex: 0,
    showConnections: false,
    // An edit link (My events) opens the editor; a first visit the guide.
    dialog: options.editEventId ? { kind: 'edit', eventId: options.editEventId } : options.firstVisit ? { kind: 'guide', firstVisit: true } : null,
    popupId: null,
    mapDataVersion: 0,
    storyHighlight: [],
  };
  const listeners = new Set<(source: ChangeSource) => void>();
  const update = (patch: Partial<ScreenState> | ((s: ScreenState) => Partial<ScreenState>), source: ChangeSource = 'screen') => {
    state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
    for (const listener of [...listeners]) listener(source);
  };
  const urlState = (): AtlasUrlState => ({
    year: year.get(),
    mode: state.mode,
    periods: state.periods,
    eventId: state.eventId,
    search: state.search,
    view: state.view,
    compare: state.compare,
  });

  return {
    year,
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    urlState,
    setMode: (mode) => update({ mode }),
    togglePeriod: (i) => update((s) => ({ periods: s.periods.includes(i) ? s.periods.filter((p) => p !== i) : inPeriodOrder([...s.periods, i]) })),
    openEvent: (eventId) => update({ eventId }),
    setSearch: (text) => update({ search: text, searchIndex: 0 }),
    setSearchIndex: (searchIndex) => update({ searchIndex }),
    setView: (view) => update({ view }),
    setCompare: (compare) => update({ compare, popupId: null }),
    setShowConnections: (showConnections) => update({ showConnections }),
    openDialog: (dialog) => update({ dialog }),
    closeDialog: () => update({ dialog: null }),
    mapDataChanged: () => update((s) => ({ mapDataVersion: s.mapDataVersion + 1 })),
    showPopup: (popupId) => update({ popupId }),
    showStoryStep: ({ mode, periods, highlight }) =>
      update((s) => ({ mode: mode ?? s.mode, periods: periods ? inPeriodOrder(periods) : s.periods, storyHighlight: highlight })),
    jumpTo(eventId, startYear, period) {
      year.set(clampYear(startYear));
      update((s) => ({ eventId, periods: s.periods.includes(period) ? s.periods : inPeriodOrder([...s.periods, period]) }));
    },
    followUrl(search) {
      const next = readAtlasState(new URLSearchParams(search));
      if (writeAtlasState(next).toString() === writeAtlasState(urlState()).toString()) return;
      year.set(next.year);
      update(withoutYear(next), 'address');
    },
  };
}
