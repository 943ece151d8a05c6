import { useState } from 'react';
import { CompareView } from '../../../features/compare/compare-view';
import type { CompareYears } from './compare-url';
import { useAtlas, useAtlasStore } from './use-atlas';
import type { FeedData } from './use-feed-data';

/** The compare view in place of the map (?compare=), with the screen's mode, periods and map view. */
export function CompareStage({ feed, years }: { feed: FeedData; years: CompareYears }) {
  const store = useAtlasStore();
  const mode = useAtlas((s) => s.mode);
  const periods = useAtlas((s) => s.periods);
  const [initialView] = useState(() => store.get().view);
  return (
    <CompareView
      years={years}
      onYearsChange={store.setCompare}
      onClose={() => store.setCompare(null)}
      points={feed.points}
      layerData={feed.feed}
      counter={feed.counter}
      mode={mode}
      periods={periods}
      initialView={initialView}
      onViewChange={store.setView}
    />
  );
}
