import { describe, expect, it } from 'vitest';
import { keyAction, playerReducer, type PlayerState } from './player-state';

const at = (index: number, playing = false): PlayerState => ({ index, count: 3, playing });

describe('playerReducer', () => {
  it('moves by hand within the steps and stops autoplay', () => {
    expect(playerReducer(at(0, true), { type: 'next' })).toEqual(at(1));
    expect(playerReducer(at(2), { type: 'next' })).toEqual(at(2));
    expect(playerReducer(at(0), { type: 'previous' })).toEqual(at(0));
    expect(playerReducer(at(2, true), { type: 'previous' })).toEqual(at(1));
    expect(playerReducer(at(0), { type: 'go', index: 9 })).toEqual(at(2));
  });

  it('autoplay advances on each tick and stops at the last step', () => {
    let state = playerReducer(at(0), { type: 'toggle-play' });
    expect(state).toEqual(at(0, true));
    state = playerReducer(state, { type: 'tick' });
    expect(state).toEqual(at(1, true));
    state = playerReducer(state, { type: 'tick' });
    expect(state).toEqual(at(2, false));
    expect(playerReducer(state, { type: 'tick' })).toEqual(at(2, false));
  });

  it('Play on the last step starts again from the first; Pause keeps the step', () => {
    expect(playerReducer(at(2), { type: 'toggle-play' })).toEqual(at(0, true));
    expect(playerReducer(at(1, true), { type: 'toggle-play' })).toEqual(at(1, false));
    expect(playerReducer({ index: 0, count: 1, playing: false }, { type: 'toggle-play' }).playing).toBe(false);
  });
});

describe('keyAction', () => {
  const el = (tag: string) => ({ tagName: tag.toUpperCase(), isContentEditable: false }) as unknown as EventTarget;

  it('maps the arrows and Space', () => {
    expect(keyAction('ArrowRight', el('div'))).toEqual({ type: 'next' });
    expect(keyAction('ArrowLeft', el('body'))).toEqual({ type: 'previous' });
    expect(keyAction(' ', el('body'))).toEqual({ type: 'toggle-play' });
    expect(keyAction('Enter', el('body'))).toBeNull();
  });

  it('leaves typing and a focused button alone', () => {
    expect(keyAction('ArrowLeft', el('input'))).toBeNull();
    expect(keyAction(' ', el('textarea'))).toBeNull();
    expect(keyAction(' ', el('button'))).toBeNull();
    expect(keyAction('ArrowRight', el('button'))).toEqual({ type: 'next' });
  });
});
