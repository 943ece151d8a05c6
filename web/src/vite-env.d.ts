/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_TILE_URL?: string;
  readonly VITE_TILE_NOLABELS_URL?: string;
  readonly VITE_TILE_ATTRIBUTION?: string;
}
