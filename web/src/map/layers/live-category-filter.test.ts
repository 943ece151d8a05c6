import { DataFilterExtension } from '@deck.gl/extensions';
import { describe, expect, it } from 'vitest';
import { createLiveCategories, LiveCategoryFilterExtension, type LiveCategories } from './live-category-filter';

/**
 * A layer as an extension's draw sees it: its props, its state (the category keys DataFilterExtension
 * gave the data's rows) and the shader props it sets. deck.gl calls an extension's draw with the
 * layer as `this`.
 */
function sliceLayer(live: LiveCategories) {
  const drawn: Uint32Array[] = [];
  const layer = {
    props: { filterCategories: live.values, liveCategories: live, filterEnabled: true, filterRange: [[-1e6, 1e6]], extensions: [] },
    // The rows' categories 10, 11 and 12 got keys 0, 1 and 2 when the data arrived.
    state: { categoryMap: [{ 10: 0, 11: 1, 12: 2 }] as Record<number, number>[] },
    setShaderModuleProps: (props: { dataFilter: { categoryBitMask?: Uint32Array } }) => void drawn.push(props.dataFilter.categoryBitMask!),
  };
  return { layer, drawn };
}

const draw = (extension: DataFilterExtension, layer: unknown) =>
  (extension.draw as (this: unknown, params: unknown, ext: unknown) => void).call(layer, {}, extension);

describe('LiveCategories', () => {
  it('changes its one array in place and counts the changes, not a set of the same categories', () => {
    const live = createLiveCategories([1, 2]);
    const array = live.values;
    expect(live.set([1, 2])).toBe(false);
    expect(live.version).toBe(0);
    expect(live.set([2, 3, 4])).toBe(true);
    expect(live.values).toBe(array);
    expect(array).toEqual([2, 3, 4]);
    expect(live.version).toBe(1);
  });
});

describe('LiveCategoryFilterExtension', () => {
  const options = { filterSize: 2, categorySize: 1, countItems: false } as const;

  it('draws with the categories the live array holds now, though no prop changed', () => {
    const live = createLiveCategories([10, 11]);
    const { layer, drawn } = sliceLayer(live);
    const extension = new LiveCategoryFilterExtension(options);
    draw(extension, layer);
    expect(Array.from(drawn.at(-1)!)).toEqual([0b011, 0, 0, 0]);
    live.set([12]);
    draw(extension, layer);
    expect(Array.from(drawn.at(-1)!)).toEqual([0b100, 0, 0, 0]);
    // Drawn again with no change: the same mask, not worked out again.
    const mask = drawn.at(-1);
    draw(extension, layer);
    expect(drawn.at(-1)).toBe(mask);
  });

  it("is needed: deck.gl's own extension keeps the mask of the categories it first drew with", () => {
    const live = createLiveCategories([10, 11]);
    const { layer, drawn } = sliceLayer(live);
    const extension = new DataFilterExtension(options);
    draw(extension, layer);
    live.set([12]);
    draw(extension, layer);
    expect(Array.from(drawn.at(-1)!)).toEqual([0b011, 0, 0, 0]);
  });
});
