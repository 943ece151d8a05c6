import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes how far the timeline reaches up from the bottom of the screen as `--timeline-top` on
 * the screen's element. The timeline's height changes with the width (its controls wrap) and with
 * the density histogram; the card, the legend, the chat and the zoom buttons read the variable to
 * stay clear of it instead of guessing a height per breakpoint. `comparing`: which of the two bars
 * is there, the timeline or the compare view's.
 */
export function useTimelineClearance(screen: RefObject<HTMLElement | null>, comparing: boolean): void {
  useLayoutEffect(() => {
    const root = screen.current;
    const timeline = root?.querySelector('[data-timeline]');
    if (!root || !timeline) return;
    const update = () => {
      const reach = root.getBoundingClientRect().bottom - timeline.getBoundingClientRect().top;
      root.style.setProperty('--timeline-top', `${Math.ceil(reach)}px`);
    };
    const observer = new ResizeObserver(update);
    observer.observe(timeline);
    observer.observe(root);
    update();
    return () => observer.disconnect();
    // The compare view puts its own bar (also [data-timeline]) where the timeline was.
  }, [screen, comparing]);
}
