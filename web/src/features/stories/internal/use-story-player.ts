import { useEffect, useReducer } from 'react';
import { AUTOPLAY_STEP_MS, keyAction, playerReducer, type PlayerAction, type PlayerState } from './player-state';

/**
 * The player's state with its two clocks: autoplay's timer (one step every AUTOPLAY_STEP_MS while
 * playing) and the keyboard (ArrowLeft, ArrowRight, Space) anywhere on the page but in a field.
 */
export function useStoryPlayer(count: number, initialIndex: number): [PlayerState, (action: PlayerAction) => void] {
  const [state, dispatch] = useReducer(playerReducer, { index: initialIndex, count, playing: false });

  useEffect(() => {
    if (!state.playing) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), AUTOPLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [state.playing, state.index]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = keyAction(event.key, event.target);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return [state, dispatch];
}
