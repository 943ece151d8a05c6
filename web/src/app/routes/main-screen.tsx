import styled from 'styled-components';
import { PeriodLegend } from '../../features/legend/period-legend';
import { MapView } from '../../map/map-view';
import { useEventLayers } from '../../map/use-event-layers';
import { useMapPoints } from '../../map/use-map-points';

/** The main screen (/): the map with its events and the panels over it. */
export function MainScreen() {
  const { points, error } = useMapPoints();
  const layers = useEventLayers(points);
  return (
    <Screen>
      <MapView layers={layers} />
      <Header>
        <Brand>Epoch Atlas</Brand>
        <Tagline>People&apos;s stories in the context of history</Tagline>
      </Header>
      <PeriodLegend eventCount={points?.count ?? null} />
      {error && <ErrorBanner role="alert">Error Loading Historical Events - Failed to load historical event data. Please try again later.</ErrorBanner>}
    </Screen>
  );
}

const Screen = styled.div`
  position: relative;
  height: 100%;
  overflow: hidden;
`;

const Header = styled.header`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Brand = styled.h1`
  margin: 0;
  font-size: 1.2rem;
`;

const Tagline = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorBanner = styled.div`
  position: absolute;
  bottom: ${({ theme }) => theme.space(4)};
  left: 50%;
  transform: translateX(-50%);
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
`;
