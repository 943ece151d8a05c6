import styled from 'styled-components';
import { Panel } from '../../../ui/panel';

/*
 * Top left under the header, in the period legend's place (the screen leaves the legend out while a
 * story plays: each step sets the periods itself), down to the timeline (--timeline-top, set by the main screen): the event card a step's event opens takes the
 * right. On a phone a bottom sheet over the timeline, its text scrolling and its buttons staying.
 */
export const PlayerPanel = styled(Panel)`
  position: absolute;
  z-index: 4;
  top: 84px;
  left: ${({ theme }) => theme.space(3)};
  width: min(380px, calc(100% - 24px));
  max-height: calc(100% - 84px - var(--timeline-top, 170px) - 12px);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  /* Solid over the map, as the event card is. */
  background: ${({ theme }) => theme.colors.surfaceSolid};
  header h1 {
    margin: 0;
    font-size: 1.05rem;
  }
  header p,
  [role='status'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  nav {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    justify-content: flex-end;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    top: auto;
    left: 0;
    right: 0;
    bottom: 0;
    width: auto;
    max-height: 46%;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  }
`;

/** The step's own text: the part of the panel that scrolls. */
export const StepText = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.2rem;
  }
  [data-step-years] {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
  ul {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-left: 1.1em;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
