/** The player's position and whether it advances by itself. */
export interface PlayerState {
  index: number;
  count: number;
  playing: boolean;
}

export type PlayerAction =
  { type: 'next' } | { type: 'previous' } | { type: 'go'; index: number } | { type: 'toggle-play' } | { type: 'tick' } | { type: 'stop' };

/** How long autoplay shows each step before the next. */
export const AUTOPLAY_STEP_MS = 8000;

const within = (index: number, count: number) => Math.min(Math.max(0, index), Math.max(0, count - 1));

/**
 * Next and Previous stop at the ends; a person moving by hand stops autoplay (it would jump away from
 * what they chose). Autoplay's tick advances and stops at the last step; Play on the last step starts
 * again from the first.
 */
export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  const last = state.count - 1;
  switch (action.type) {
    case 'next':
      return { ...state, index: within(state.index + 1, state.count), playing: false };
    case 'previous':
      return { ...state, index: within(state.index - 1, state.count), playing: false };
    case 'go':
      return { ...state, index: within(action.index, state.count), playing: false };
    case 'toggle-play':
      if (state.playing) return { ...state, playing: false };
      return { ...state, playing: state.count > 1, index: state.index >= last ? 0 : state.index };
    case 'tick':
      if (!state.playing) return state;
      return { ...state, index: within(state.index + 1, state.count), playing: state.index + 1 < last };
    case 'stop':
      return { ...state, playing: false };
  }
}

/** The player's action for a key press, or null. Keys typed into a field or a button's own Space are left alone. */
export function keyAction(key: string, target: EventTarget | null): PlayerAction | null {
  const element = target as HTMLElement | null;
  const tag = element?.tagName?.toLowerCase() ?? '';
  if (tag === 'input' || tag === 'textarea' || tag === 'select' || element?.isContentEditable) return null;
  if (key === 'ArrowRight') return { type: 'next' };
  if (key === 'ArrowLeft') return { type: 'previous' };
  if (key === ' ' && tag !== 'button' && tag !== 'a') return { type: 'toggle-play' };
  return null;
}
