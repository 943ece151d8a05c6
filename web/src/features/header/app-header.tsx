import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '../../lib/current-user';
import { COMPACT_HEADER_QUERY, PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { Button, ButtonLink, IconButton } from '../../ui/button';
import { Panel } from '../../ui/panel';
import { SiteMenu } from '../../ui/site-menu';
import { UserMenu } from './internal/user-menu';

export interface AppHeaderProps {
  /** The search box and its navigator. */
  search: ReactNode;
  onBrowse: () => void;
  onUpload: () => void;
  onHelp: () => void;
  /** Opens the admin dashboard from the user menu (admins only). */
  onOpenAdmin?: () => void;
}

/** What an upload costs (spec sections 1 and 9): shown on the button as a hint. */
export const UPLOAD_COST_HINT = '10 credits';

/**
 * The main screen's header (spec section 2): brand, search, Browse Events, Stories, Upload Event, user menu,
 * help, and the site's sandwich menu. On a tablet or a phone it keeps one row: the actions fold into the menu.
 * Memoised: the map screen's state changes (a period ticked, the mode) render none of it.
 */
export const AppHeader = memo(function AppHeader({ search, onBrowse, onUpload, onHelp, onOpenAdmin }: AppHeaderProps) {
  const user = useCurrentUser();
  const compact = useMediaQuery(COMPACT_HEADER_QUERY);
  const actions = (
    <>
      <Button onClick={onBrowse}>Browse Events</Button>
      <ButtonLink to="/stories">Stories</ButtonLink>
      <Button $variant="primary" onClick={onUpload} title={`Uploading an event costs ${UPLOAD_COST_HINT}`}>
        Upload Event <Cost>{UPLOAD_COST_HINT}</Cost>
      </Button>
      {user ? (
        <UserMenu user={user} onOpenAdmin={onOpenAdmin} />
      ) : (
        <UserLink href="/auth" aria-label="User menu: Sign Up/Log In">
          Sign Up/Log In
        </UserLink>
      )}
      {compact ? (
        <Button onClick={onHelp}>Help guide</Button>
      ) : (
        <IconButton aria-label="Help guide" onClick={onHelp}>
          ?
        </IconButton>
      )}
    </>
  );
  return (
    <Bar>
      <Block as="div" $floating>
        <Brand>Epoch Atlas</Brand>
        <Tagline>People&apos;s stories in the context of history</Tagline>
      </Block>
      <SearchSlot as="div" $floating>
        {search}
      </SearchSlot>
      <Actions as="div" $floating role="group" aria-label="Main actions">
        {!compact && actions}
        <SiteMenu compact>{compact && actions}</SiteMenu>
      </Actions>
    </Bar>
  );
});

const Bar = styled.header`
  position: absolute;
  /* Over the card and the legend: the search navigator hangs below the row. */
  z-index: 4;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  display: flex;
  /* The search navigator hangs below its box: the row keeps its height and nothing shifts. */
  align-items: stretch;
  gap: ${({ theme }) => theme.space(3)};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
  @media ${PHONE_QUERY} {
    top: 6px;
    left: 6px;
    right: 6px;
    gap: 6px;
  }
`;

const Block = styled(Panel)`
  flex: none;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  @media ${PHONE_QUERY} {
    padding: 6px 8px;
  }
`;

const Brand = styled.h1`
  margin: 0;
  font-size: 1.2rem;
  white-space: nowrap;
  @media ${PHONE_QUERY} {
    font-size: 1rem;
    line-height: 30px;
  }
`;

const Tagline = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: 1100px) {
    display: none;
  }
`;

const SearchSlot = styled(Block)`
  flex: 1 1 200px;
  max-width: 560px;
  min-width: 0;
  position: relative;
`;

const Actions = styled(Block)`
  flex-direction: row;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

const Cost = styled.span`
  margin-left: 4px;
  padding: 1px 6px;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.3);
  font-size: 0.72rem;
  font-weight: 500;
`;

const UserLink = styled.a`
  padding: 6px 10px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;
