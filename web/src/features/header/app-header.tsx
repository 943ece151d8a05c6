import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '../auth/use-current-user';
import { UserMenu } from './user-menu';

export interface AppHeaderProps {
  /** The search box and its navigator. */
  search: ReactNode;
  onBrowse: () => void;
  onUpload: () => void;
  onHelp: () => void;
}

/** The main screen's header (spec section 2): brand, search, Browse Events, Upload Event, user menu, help. */
export function AppHeader({ search, onBrowse, onUpload, onHelp }: AppHeaderProps) {
  const user = useCurrentUser();
  return (
    <Bar>
      <BrandBlock>
        <Brand>Epoch Atlas</Brand>
        <Tagline>People&apos;s stories in the context of history</Tagline>
      </BrandBlock>
      <SearchSlot>{search}</SearchSlot>
      <Actions role="group" aria-label="Main actions">
        <Action type="button" onClick={onBrowse}>
          Browse Events
        </Action>
        <Action type="button" $primary onClick={onUpload}>
          Upload Event
        </Action>
        {user ? (
          <UserMenu user={user} />
        ) : (
          <UserLink href="/auth" aria-label="User menu: sign in">
            Sign in
          </UserLink>
        )}
        <Help type="button" aria-label="Help guide" onClick={onHelp}>
          ?
        </Help>
      </Actions>
    </Bar>
  );
}

const Bar = styled.header`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  @media (max-width: 640px) {
    top: 6px;
    left: 6px;
    right: 6px;
    gap: 6px;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const BrandBlock = styled(Panel)``;

const Brand = styled.h1`
  margin: 0;
  font-size: 1.2rem;
`;

const Tagline = styled.p`
  margin: 0;
  @media (max-width: 640px) {
    display: none;
  }
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SearchSlot = styled(Panel)`
  flex: 1 1 280px;
  max-width: 560px;
  min-width: 0;
`;

const Actions = styled(Panel)`
  display: flex;
  flex-wrap: wrap;
  @media (max-width: 640px) {
    padding: 4px 6px;
    font-size: 0.8rem;
  }
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const Action = styled.button<{ $primary?: boolean }>`
  padding: 6px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.accent : theme.colors.surfaceRaised)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.accentText : theme.colors.text)};
  cursor: pointer;
  white-space: nowrap;
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

const Help = styled.button`
  width: 30px;
  height: 30px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;
