import styled from 'styled-components';

/**
 * A box on the dark surface: the map's floating panels (header, legend, timeline, detail card)
 * with `$floating`, and the sections of pages and dashboards without.
 */
export const Panel = styled.section<{ $floating?: boolean }>`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme, $floating }) => ($floating ? theme.shadow : 'none')};
  h2,
  h3 {
    margin-top: 0;
  }
`;

/** A row of things that wraps on narrow screens (actions, filters, badges). */
export const Cluster = styled.div<{ $gap?: number; $justify?: 'start' | 'between' | 'end' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $justify = 'start' }) => ({ start: 'flex-start', between: 'space-between', end: 'flex-end' })[$justify]};
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
`;

/** A small rounded label (participants, the Explorer plan, a year). */
export const Pill = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 0.78rem;
`;
