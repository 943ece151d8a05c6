/**
 * Preview card images: the SVG of card-svg.ts rendered to PNG by resvg (a Rust renderer with
 * prebuilt binaries, @resvg/resvg-js), with the Inter font shipped in @expo-google-fonts/inter
 * (SIL Open Font License 1.1), so a card looks the same on every machine and no system font is
 * needed. Cards are kept per data version: a link shared widely is rendered once, and any change
 * to the events makes new ones.
 */
import { renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import { createRequire } from 'node:module';
import { CARD_FONT } from './card-svg.js';

const require = createRequire(import.meta.url);
const FONT_FILES = ['@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf', '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'].map((f) =>
  require.resolve(f),
);

/** PNG bytes of an SVG card, rendered on resvg's own thread (tens of milliseconds the event loop keeps). */
export async function renderPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: CARD_FONT } });
  return image.asPng();
}

/** About 60 to 120 kB a card: a few hundred cards are a few tens of MB at most. */
const CACHED_CARDS = 300;

export class CardImages {
  private readonly cache = new LRUCache<string, Promise<Buffer | null>>({ max: CACHED_CARDS });

  /**
   * The card `key` names at data version `version`: from the cache, or made by `make` (which
   * answers the SVG, or null when there is no such card). Concurrent requests share one render.
   */
  get(version: string, key: string, make: () => Promise<string | null>): Promise<Buffer | null> {
    const cacheKey = `${version}\n${key}`;
    let card = this.cache.get(cacheKey);
    if (!card) {
      card = make().then((svg) => (svg === null ? null : renderPng(svg)));
      this.cache.set(cacheKey, card);
      // A failure (the database went away) is not kept: the next request tries again.
      card.catch(() => this.cache.delete(cacheKey));
    }
    return card;
  }
}
