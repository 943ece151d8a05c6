const SHOWN = 'maplibregl-compact-show';

/**
 * Keeps MapLibre's compact credits folded behind their (i) button until the user opens them.
 * MapLibre unfolds them when it makes them compact, which on a narrow map happens once the
 * sources' attributions arrive: sometimes after the map's load event, so folding them once on load
 * left them open over the top of a phone's map on some loads. The first press or key inside the
 * control (before its click opens them) hands them over to the user.
 */
export function keepCreditsFolded(credits: Element): void {
  // Only when shown: removing a class that is not there still writes the attribute, and the observer would see its own write.
  const fold = () => {
    if (credits.classList.contains(SHOWN)) credits.classList.remove(SHOWN);
  };
  fold();
  const observer = new MutationObserver(fold);
  observer.observe(credits, { attributes: true, attributeFilter: ['class'] });
  const handOver = () => {
    observer.disconnect();
    credits.removeEventListener('pointerdown', handOver, true);
    credits.removeEventListener('keydown', handOver, true);
  };
  credits.addEventListener('pointerdown', handOver, true);
  credits.addEventListener('keydown', handOver, true);
}
