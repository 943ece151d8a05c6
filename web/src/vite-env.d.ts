/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_TILE_URL?: string;
  readonly VITE_TILE_NOLABELS_URL?: string;
  readonly VITE_TILE_ATTRIBUTION?: string;
  /** Where the presentation deck is hosted (the site menu's link), else the media kit's deck section. */
  readonly VITE_DECK_URL?: string;
}
