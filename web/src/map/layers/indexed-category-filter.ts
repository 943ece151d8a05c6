import type { Layer, LayerContext } from '@deck.gl/core';
import { DataFilterExtension, type DataFilterExtensionProps } from '@deck.gl/extensions';

/**
 * deck.gl's DataFilterExtension for categories that are small integers already (0 to 31 in each
 * channel) and come as a binary column: `getFilterCategory` in the data's attributes. The stock
 * extension maps every row's categories to bit indexes in JavaScript, a transform per row that
 * took 0.3 s of main thread at a million events before their first frame. Here a category is its
 * own bit index, so the column goes to the GPU as it is; `filterCategories` means the same.
 */
export class IndexedCategoryFilter extends DataFilterExtension {
  static override extensionName = 'IndexedCategoryFilter';

  override initializeState(this: Layer<DataFilterExtensionProps>, context: LayerContext, extension: IndexedCategoryFilter): void {
    DataFilterExtension.prototype.initializeState.call(this, context, extension);
    const attributes = this.getAttributeManager();
    const size = extension.opts.categorySize;
    if (!attributes || !size) return;
    // The same attribute without the per-row transform to bit indexes.
    attributes.remove(['filterCategoryValues']);
    attributes.add({ filterCategoryValues: { size, stepMode: 'dynamic', accessor: 'getFilterCategory', type: 'uint32' } });
  }

  /** The bit of a category in the filter's mask: the category itself. */
  override _getCategoryKey(this: Layer<DataFilterExtensionProps>, category: number | string): number {
    return Number(category);
  }
}
