import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { logout, type CurrentUser } from '../../../lib/current-user';
import { Button } from '../../../ui/button';
import { FuturePlans } from '../../../ui/future-plans';
import { MenuButton, MenuLink, MenuPanel } from '../../../ui/menu';
import { ModalDialog } from '../../../ui/modal-dialog';
import { Pill } from '../../../ui/panel';

export interface UserMenuProps {
  user: CurrentUser;
  /** Opens the admin dashboard (admins only); its code loads when asked for. */
  onOpenAdmin?: () => void;
}

/**
 * The signed-in user's menu (spec section 2): Explorer badge, settings, admin, newsletter, plans,
 * Log Out. Each role sees what it may use: admins their dashboard, moderators their moderation
 * queue (/admin shows a moderator that queue and nothing of the admin's), readers neither.
 */
export function UserMenu({ user, onOpenAdmin }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const [plans, setPlans] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <Box ref={box} role="group" aria-label="User menu">
      <Toggle aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} title={user.email}>
        {user.firstName || user.email} <Badge>Explorer</Badge> ▾
      </Toggle>
      {open && (
        <MenuPanel role="menu">
          <MenuLink role="menuitem" to="/account">
            Account Settings
          </MenuLink>
          <MenuLink role="menuitem" to="/my-events">
            My Events
          </MenuLink>
          {user.role === 'admin' && onOpenAdmin && (
            <MenuButton role="menuitem" onClick={choose(onOpenAdmin)}>
              Admin Dashboard
            </MenuButton>
          )}
          {user.role === 'moderator' && (
            <MenuLink role="menuitem" to="/admin">
              Moderation Queue
            </MenuLink>
          )}
          <MenuLink role="menuitem" to="/account#newsletter">
            Newsletter Preferences
          </MenuLink>
          <MenuButton role="menuitem" onClick={choose(() => setPlans(true))}>
            Future Features
          </MenuButton>
          <MenuButton
            role="menuitem"
            onClick={() =>
              void logout()
                .catch(() => undefined)
                .then(() => window.location.reload())
            }
          >
            Log Out
          </MenuButton>
        </MenuPanel>
      )}
      {plans && (
        <ModalDialog title="Future Features" onClose={() => setPlans(false)}>
          <FuturePlans />
        </ModalDialog>
      )}
    </Box>
  );
}

const Box = styled.div`
  position: relative;
`;

const Toggle = styled(Button)`
  display: flex;
  align-items: center;
  gap: 6px;
`;

const Badge = styled(Pill)`
  padding: 1px 6px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.7rem;
`;
