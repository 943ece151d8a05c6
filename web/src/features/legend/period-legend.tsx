import { memo, useRef, useSyncExternalStore } from 'react';
import { useQuery } from '@apollo/client/react';
import { PERIODS } from '@domain/periods';
import { formatYear } from '@domain/time';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { useExternalValueEffect, writeText, type ExternalValue } from '../../lib/external-value';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/choice-fields';
import { Panel } from '../../ui/panel';

const PeriodsQuery = graphql(`
  query LegendPeriods {
    periods {
      key
      name
      startYear
      endYear
      color
    }
  }
`);

export interface PeriodLegendProps {
  /** Indexes of the ticked periods. */
  selected: readonly number[];
  onToggle: (index: number) => void;
  showConnections: boolean;
  onShowConnectionsChange: (show: boolean) => void;
  /** The events the map shows now (null while loading): it changes with the year, outside React state. */
  visibleCount: ExternalValue<number | null>;
  totalCount: number | null;
  onAddEvent: () => void;
  /** The timeline is playing: the 'Complete!' prompt waits until it stops (the count crosses 10 many times a playback). */
  playing: boolean;
  /** Two maps side by side (the compare view): each one's count at its own year, in place of the timeline's. */
  sides?: readonly LegendSide[] | null;
}

export interface LegendSide {
  /** Names the counter (data-testid events-counter-<key>). */
  key: string;
  /** The side's year, in the site's words. */
  year: string;
  count: number | null;
}

/**
 * Spec section 2: a checkbox per period, 'Show Connections', the counters and the 'Complete!' prompt.
 * The visible count changes on most timeline ticks without rendering the legend: the counter
 * writes its text directly, and the prompt renders only while fewer than 10 events show and the
 * timeline is not playing.
 */
export const PeriodLegend = memo(function PeriodLegend(props: PeriodLegendProps) {
  return (
    <Box as="aside" $floating aria-label="Periods">
      <PeriodList
        selected={props.selected}
        onToggle={props.onToggle}
        showConnections={props.showConnections}
        onShowConnectionsChange={props.onShowConnectionsChange}
      />
      {props.sides ? (
        props.sides.map((side) => (
          <Counter key={side.key} data-testid={`events-counter-${side.key}`}>
            Events in {side.year}: {side.count ?? '...'}/{props.totalCount ?? '...'}
          </Counter>
        ))
      ) : (
        <EventsCounter visible={props.visibleCount} total={props.totalCount} />
      )}
      <Counter data-testid="periods-counter">
        Periods: {props.selected.length}/{PERIODS.length}
      </Counter>
      {/* The prompt speaks of the one map's year: there is none while two are compared. */}
      {!props.sides && <CompletePrompt visible={props.visibleCount} onAddEvent={props.onAddEvent} playing={props.playing} />}
    </Box>
  );
});

interface CountProps {
  visible: ExternalValue<number | null>;
}

/** "Events: visible/total". A new count is written to its own text node, which React renders with the others. */
function EventsCounter({ visible, total }: CountProps & { total: number | null }) {
  const counter = useRef<HTMLParagraphElement>(null);
  useExternalValueEffect(visible, (count) => writeText(counter.current?.childNodes[1], String(count ?? '...')));
  return (
    <Counter ref={counter} data-testid="events-counter">
      Events: {visible.get() ?? '...'}/{total ?? '...'}
    </Counter>
  );
}

/** Fewer visible events than this bring up the prompt to add more. */
const FEW_EVENTS = 10;

function CompletePrompt({ visible, onAddEvent, playing }: CountProps & { onAddEvent: () => void; playing: boolean }) {
  // The snapshot is null from 10 events up, and throughout a playback: there the count crosses 10
  // back and forth dozens of times (38 before 1000 CE), and a prompt that came and went with it
  // flickered. It shows where playback stops (paused, or at its end) and while the visitor scrubs.
  const few = useSyncExternalStore(visible.subscribe, () => {
    const count = visible.get();
    return !playing && count !== null && count < FEW_EVENTS ? count : null;
  });
  // The slot keeps its place whether the prompt shows or not, so the legend never jumps in height.
  return (
    <CompleteSlot data-testid="complete-slot">
      {few !== null && (
        <Complete role="status">
          Complete! {few} events. Add more!
          <AddButton $variant="primary" $size="sm" onClick={onAddEvent}>
            Add Event
          </AddButton>
        </Complete>
      )}
    </CompleteSlot>
  );
}

type PeriodListProps = Pick<PeriodLegendProps, 'selected' | 'onToggle' | 'showConnections' | 'onShowConnectionsChange'>;

const PeriodList = memo(function PeriodList(props: PeriodListProps) {
  const { data } = useQuery(PeriodsQuery);
  const periods = data?.periods ?? [];
  return (
    <Fold open={!isPhone()}>
      <Summary>
        <Title>Periods</Title>
      </Summary>
      <List>
        {periods.map((p, i) => (
          <Item key={p.key}>
            <label>
              <input type="checkbox" checked={props.selected.includes(i)} onChange={() => props.onToggle(i)} />
              <Swatch $color={p.color} aria-hidden />
              <span>{p.name}</span>
              <Range>
                {formatYear(p.startYear)} - {formatYear(p.endYear)}
              </Range>
            </label>
          </Item>
        ))}
      </List>
      <Connections>
        <CheckboxField label="Show Connections" checked={props.showConnections} onChange={(e) => props.onShowConnectionsChange(e.target.checked)} />
      </Connections>
    </Fold>
  );
});

const Box = styled(Panel)`
  position: absolute;
  top: 96px;
  left: ${({ theme }) => theme.space(3)};
  width: 260px;
  /* Clear of the timeline (--timeline-top, set by the main screen) where it reaches under the legend. */
  max-height: calc(100% - 96px - var(--timeline-top, 170px) - 12px);
  overflow: auto;
  @media (max-width: 1120px) {
    /* The zoom buttons sit above the timeline on the left here. */
    max-height: calc(100% - 96px - var(--timeline-top, 170px) - 80px);
  }
  padding: ${({ theme }) => theme.space(3)};
  box-shadow: none;
  font-size: 0.85rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    top: auto;
    left: 6px;
    bottom: calc(var(--timeline-top, 170px) + 6px);
    width: auto;
    max-width: calc(100% - 70px);
    max-height: calc(100% - 64px - var(--timeline-top, 170px));
  }
`;

/** On a phone the period list starts folded, so the map stays visible; the counters always show. */
const isPhone = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 640px)').matches === true;

const Fold = styled.details``;

const Summary = styled.summary`
  cursor: pointer;
  h2 {
    display: inline;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  margin-bottom: 4px;
  label {
    display: grid;
    grid-template-columns: auto auto 1fr;
    align-items: center;
    column-gap: 8px;
    cursor: pointer;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

const Range = styled.span`
  grid-column: 3;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
`;

const Connections = styled.div`
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const Counter = styled.p`
  margin: 2px 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CompleteSlot = styled.div`
  min-height: 72px;
  margin-top: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    min-height: 40px;
  }
`;

const Complete = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  display: flex;
  flex-direction: column;
  gap: 6px;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: row;
    align-items: center;
    padding: 4px 6px;
  }
`;

const AddButton = styled(Button)`
  align-self: flex-start;
`;
