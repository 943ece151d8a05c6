import type { Layer } from '@deck.gl/core';
import { DataFilterExtension, type DataFilterExtensionProps } from '@deck.gl/extensions';

/**
 * The categories the events' filter lets through, as one array changed in place (like the year's
 * time range): a period toggle or a mode switch then changes no layer prop. Given to the events'
 * time-slice sublayers (1,500 at a million events) as new props, that change had deck.gl compare
 * and update every one of them (bench/README.md, "Period toggle and mode switch").
 */
export interface LiveCategories {
  /** The categories (categoryFilter), the same array for the life of the map. */
  readonly values: number[];
  /** Bumped by each change of `values`: what a layer compares with the categories it last drew with. */
  readonly version: number;
  /** Takes these categories; false when they are the ones there already. */
  set(categories: readonly number[]): boolean;
}

export function createLiveCategories(initial: readonly number[] = []): LiveCategories {
  const values = [...initial];
  let version = 0;
  return {
    values,
    get version() {
      return version;
    },
    set(categories) {
      if (categories.length === values.length && categories.every((c, i) => c === values[i])) return false;
      values.splice(0, values.length, ...categories);
      version++;
      return true;
    },
  };
}

export type LiveCategoryFilterProps = DataFilterExtensionProps & { liveCategories?: LiveCategories | null };

/** What DataFilterExtension keeps in a layer's state that this extension reads. */
interface FilterState {
  categoryBitMask?: Uint32Array | null;
  liveCategoriesVersion?: number;
}

/**
 * deck.gl's DataFilterExtension, reading its categories from a LiveCategories. The extension works
 * out its category bit mask once, when `filterCategories` changes as a prop; here `filterCategories`
 * is the live array itself (the same object, so no prop changes), and a draw that finds a newer
 * version clears the mask, which DataFilterExtension then works out again from the array.
 */
export class LiveCategoryFilterExtension extends DataFilterExtension {
  static override extensionName = 'LiveCategoryFilterExtension';
  static override defaultProps = { ...DataFilterExtension.defaultProps, liveCategories: { type: 'object', value: null, compare: false } };

  override draw(this: Layer<LiveCategoryFilterProps>, params: unknown, extension: this): void {
    const live = this.props.liveCategories;
    const state = this.state as FilterState;
    if (live && state.liveCategoriesVersion !== live.version) {
      state.categoryBitMask = null;
      state.liveCategoriesVersion = live.version;
    }
    DataFilterExtension.prototype.draw.call(this, params as never, extension);
  }
}
