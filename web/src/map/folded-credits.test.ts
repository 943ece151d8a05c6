// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepCreditsFolded } from './folded-credits';

const SHOWN = 'maplibregl-compact-show';
/** Mutation observers report after the current task's microtasks. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepCreditsFolded', () => {
  it('folds the credits now and when MapLibre unfolds them later (its attributions arriving after load)', async () => {
    const credits = document.createElement('details');
    credits.classList.add('maplibregl-ctrl-attrib', 'maplibregl-compact', SHOWN);
    keepCreditsFolded(credits);
    expect(credits.classList.contains(SHOWN)).toBe(false);
    credits.classList.add(SHOWN);
    await observed();
    expect(credits.classList.contains(SHOWN)).toBe(false);
  });

  it('lets the user open them: after a press or a key inside the control, they stay open', async () => {
    for (const event of [new Event('pointerdown', { bubbles: true }), new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })]) {
      const credits = document.createElement('details');
      const button = credits.appendChild(document.createElement('summary'));
      keepCreditsFolded(credits);
      button.dispatchEvent(event);
      credits.classList.add(SHOWN);
      await observed();
      expect(credits.classList.contains(SHOWN), event.type).toBe(true);
    }
  });
});
