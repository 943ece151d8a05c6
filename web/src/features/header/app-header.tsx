import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '../../lib/current-user';
import { Button, IconButton } from '../../ui/button';
import { Panel } from '../../ui/panel';
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

/** The main screen's header (spec section 2): brand, search, Browse Events, Upload Event, user menu, help. */
export function AppHeader({ search, onBrowse, onUpload, onHelp, onOpenAdmin }: AppHeaderProps) {
  const user = useCurrentUser();
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
        <Button onClick={onBrowse}>Browse Events</Button>
        <Button $variant="primary" onClick={onUpload}>
          Upload Event
        </Button>
        {user ? (
          <UserMenu user={user} onOpenAdmin={onOpenAdmin} />
        ) : (
          <UserLink href="/auth" aria-label="User menu: sign in">
            Sign in
          </UserLink>
        )}
        <IconButton aria-label="Help guide" onClick={onHelp}>
          ?
        </IconButton>
      </Actions>
    </Bar>
  );
}

const Bar = styled.header`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    top: 6px;
    left: 6px;
    right: 6px;
    gap: 6px;
  }
`;

const Block = styled(Panel)`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
`;

const Brand = styled.h1`
  margin: 0;
  font-size: 1.2rem;
`;

const Tagline = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: none;
  }
`;

const SearchSlot = styled(Block)`
  flex: 1 1 280px;
  max-width: 560px;
  min-width: 0;
`;

const Actions = styled(Block)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: 4px 6px;
    font-size: 0.8rem;
  }
`;

const UserLink = styled.a`
  padding: 6px 10px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;
