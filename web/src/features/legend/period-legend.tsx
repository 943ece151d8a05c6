import { useQuery } from '@apollo/client/react';
import { formatYear } from '@domain/time';
import styled from 'styled-components';
import { graphql } from '../../gql';

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

/** The period legend: colour, name and range of each period, with the event count. */
export function PeriodLegend({ eventCount }: { eventCount: number | null }) {
  const { data } = useQuery(PeriodsQuery);
  return (
    <Panel aria-label="Periods">
      <Title>Periods</Title>
      <List>
        {data?.periods.map((p) => (
          <Item key={p.key}>
            <Swatch $color={p.color} aria-hidden />
            <span>{p.name}</span>
            <Range>
              {formatYear(p.startYear)} - {formatYear(p.endYear)}
            </Range>
          </Item>
        ))}
      </List>
      <Counter>Events: {eventCount ?? '...'}</Counter>
    </Panel>
  );
}

const Panel = styled.aside`
  position: absolute;
  top: 96px;
  left: ${({ theme }) => theme.space(3)};
  width: 260px;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: 0.85rem;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.95rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 12px 1fr;
  column-gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const Swatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

const Range = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
`;

const Counter = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
