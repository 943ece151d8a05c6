import { useApolloClient } from '@apollo/client/react';
import { isLargeAreaCategory } from '@domain/categories';
import { periodIndex } from '@domain/periods';
import { CATEGORY, PERIOD } from '@domain/enums';
import { withWords } from '../../../lib/graphql-words';
import { useCallback, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { graphql } from '../../../gql';
import { flyToEvent } from '../../../map/camera';
import { useAtlasStore } from './use-atlas';

const EventJumpQuery = graphql(`
  query EventJump($id: ID!) {
    event(id: $id) {
      id
      startYear
      period
      latitude
      longitude
      radius
      category
    }
  }
`);

/**
 * Jump to an event (spec section 4): its start year, its period ticked, its card open, and the
 * map flown to it: territorial events fit the bounds of their radius, the others go to zoom 8.
 * Resolves false when there is no such event.
 */
export function useJumpToEvent(mapRef: RefObject<MapRef | null>) {
  const client = useApolloClient();
  const store = useAtlasStore();
  return useCallback(
    async (id: string): Promise<boolean> => {
      const { data } = await client.query({ query: EventJumpQuery, variables: { id } });
      const e = data?.event ? withWords(data.event, { period: PERIOD, category: CATEGORY }) : null;
      if (!e) return false;
      store.jumpTo(e.id, e.startYear, Math.max(0, periodIndex(e.period)));
      flyToEvent(mapRef.current, { latitude: e.latitude, longitude: e.longitude, radius: isLargeAreaCategory(e.category) ? e.radius : null });
      return true;
    },
    [client, mapRef, store],
  );
}
