import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from './button';
import { menuItemStyles, MenuPanel } from './menu';
import { VisuallyHidden } from './visually-hidden';

/** The presentation deck opens in a new tab: VITE_DECK_URL (build time) when it is hosted elsewhere, else the media kit's deck section. */
export const DECK_URL = import.meta.env.VITE_DECK_URL || '/media-kit#deck';

/** The site menu's links, in the spec's order (section 2). */
export const SITE_LINKS: { to: string; label: string; external?: boolean }[] = [
  { to: '/landing', label: 'Welcome' },
  { to: '/about', label: 'About' },
  { to: '/partners', label: 'Partners' },
  { to: '/sponsors', label: 'Sponsors' },
  { to: '/builders', label: 'Builders' },
  { to: '/monetization', label: 'Monetization' },
  { to: '/investors', label: 'Investors' },
  { to: '/news', label: 'News' },
  { to: DECK_URL, label: 'Presentation deck', external: true },
  { to: '/media-kit', label: 'Media kit' },
  { to: '/contacts', label: 'Contacts' },
  { to: '/terms', label: 'Terms' },
];

export interface SiteMenuProps {
  /** Shown above the site links (the map's header actions, folded in here on phones). */
  children?: ReactNode;
  /** A round toggle with the icon alone (the map header); else the icon and "Menu". */
  compact?: boolean;
  className?: string;
}

/**
 * The sandwich toggle and its menu (spec section 2), on the site pages and the map's header:
 * keyboard operable, Escape closes and returns focus, a click outside or on an entry closes it.
 */
export function SiteMenu({ children, compact, className }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    const onDown = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);
  return (
    <Nav ref={box} aria-label="Site" className={className}>
      <Button ref={toggle} aria-expanded={open} aria-controls={id} aria-label={compact ? 'Menu' : undefined} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden>☰</span>
        {!compact && ' Menu'}
      </Button>
      {open && (
        <List id={id}>
          {children && (
            // A click on one of these actions (a dialog opens) closes the menu.
            <Actions onClick={(e) => (e.target as HTMLElement).closest('button, a') && setOpen(false)}>{children}</Actions>
          )}
          <Links>
            {SITE_LINKS.map((l) => (
              <li key={l.label}>
                {l.external ? (
                  <a href={l.to} target="_blank" rel="noopener noreferrer">
                    {l.label} <span aria-hidden>↗</span>
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                ) : (
                  <Link to={l.to} onClick={() => setOpen(false)}>
                    {l.label}
                  </Link>
                )}
              </li>
            ))}
          </Links>
        </List>
      )}
    </Nav>
  );
}

const Nav = styled.nav`
  position: relative;
`;

const List = styled(MenuPanel)`
  max-height: calc(100vh - 80px);
  overflow: auto;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 4px 4px 10px;
  margin-bottom: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    ${menuItemStyles}
  }
`;
