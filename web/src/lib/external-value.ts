import { useLayoutEffect, useRef } from 'react';

/**
 * A value that changes outside React state: the timeline's year and what follows from it (the
 * visible count). Playback changes it up to 13 times a second; what shows it subscribes.
 */
export interface ExternalValue<T> {
  get: () => T;
  subscribe: (listener: () => void) => () => void;
}

/** A value computed from another, changing when it does; computed once per value of the source. */
export function derivedValue<S, T>(source: ExternalValue<S>, compute: (value: S) => T): ExternalValue<T> {
  let from: { value: S } | null = null;
  let result: T;
  return {
    get() {
      const value = source.get();
      if (!from || !Object.is(from.value, value)) {
        result = compute(value);
        from = { value };
      }
      return result;
    },
    subscribe: (listener) => source.subscribe(listener),
  };
}

/**
 * Calls `apply` with the value after every render and on every change of the value, outside React
 * rendering: a component that shows the value writes its few DOM properties directly, so a change
 * renders no component at all. `apply` may read the latest props.
 */
export function useExternalValueEffect<T>(source: ExternalValue<T>, apply: (value: T) => void): void {
  const latest = useRef(apply);
  useLayoutEffect(() => {
    latest.current = apply;
    apply(source.get());
  });
  useLayoutEffect(() => source.subscribe(() => latest.current(source.get())), [source]);
}

const TEXT_NODE = 3;

/**
 * Sets the text of a text node, or of an element: not at all when it is unchanged (the visible
 * count often stays the same from one year to the next), and in place when the element holds one
 * text node (`textContent =` would remove it and insert a new one).
 */
export function writeText(target: Node | null | undefined, text: string): void {
  if (!target) return;
  const node =
    target.nodeType === TEXT_NODE
      ? target
      : target.firstChild && target.firstChild === target.lastChild && target.firstChild.nodeType === TEXT_NODE
        ? target.firstChild
        : null;
  if (!node) target.textContent = text;
  else if (node.nodeValue !== text) node.nodeValue = text;
}
