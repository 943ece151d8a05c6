import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AdminDashboard } from '../admin/admin-page';
import { logout, type CurrentUser } from '../auth/auth-api';
import { ModalDialog } from '../dialogs/modal-dialog';

/** The signed-in user's menu (spec section 2): Explorer badge, settings, admin, newsletter, plans, Log Out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'admin' | 'plans' | null>(null);
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

  return (
    <Box ref={box} role="group" aria-label="User menu">
      <Toggle type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} title={user.email}>
        {user.firstName || user.email} <Badge>Explorer</Badge> ▾
      </Toggle>
      {open && (
        <Menu role="menu">
          <MenuLink role="menuitem" to="/account">
            Account Settings
          </MenuLink>
          {user.role === 'admin' && (
            <MenuButton role="menuitem" type="button" onClick={() => (setDialog('admin'), setOpen(false))}>
              Admin Dashboard
            </MenuButton>
          )}
          <MenuLink role="menuitem" to="/account#newsletter">
            Newsletter Preferences
          </MenuLink>
          <MenuButton role="menuitem" type="button" onClick={() => (setDialog('plans'), setOpen(false))}>
            Future Features
          </MenuButton>
          <MenuButton
            role="menuitem"
            type="button"
            onClick={async () => {
              await logout().catch(() => undefined);
              window.location.reload();
            }}
          >
            Log Out
          </MenuButton>
        </Menu>
      )}
      {dialog === 'admin' && (
        <ModalDialog title="Admin Dashboard" onClose={() => setDialog(null)} wide>
          <AdminDashboard />
        </ModalDialog>
      )}
      {dialog === 'plans' && (
        <ModalDialog title="Future Features" onClose={() => setDialog(null)}>
          <FuturePlans />
        </ModalDialog>
      )}
    </Box>
  );
}

/** The tier plan (spec: Explorer free, Creator $9/month, Scholar $19/month): coming soon, nothing to buy yet. */
export function FuturePlans() {
  return (
    <Plans>
      <li>
        <strong>Explorer</strong> free: the map, the timeline, search, and publishing your own events. This is your plan.
      </li>
      <li>
        <strong>Creator</strong> $9/month, coming soon: planned tools for people who publish stories often.
      </li>
      <li>
        <strong>Scholar</strong> $19/month, coming soon: planned research tools and data exports.
      </li>
    </Plans>
  );
}

const Box = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Badge = styled.span`
  padding: 1px 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.7rem;
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  min-width: 220px;
  display: flex;
  flex-direction: column;
  padding: 6px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: 10;
`;

const itemStyle = `
  padding: 8px 10px;
  border: 0;
  border-radius: 6px;
  background: none;
  text-align: left;
  text-decoration: none;
  font: inherit;
  cursor: pointer;
`;

const MenuButton = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const MenuLink = styled(Link)`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Plans = styled.ul`
  padding-left: 18px;
  li {
    margin-bottom: 8px;
  }
`;
