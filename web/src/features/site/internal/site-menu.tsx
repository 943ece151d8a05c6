import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { menuItemStyles, MenuPanel } from '../../../ui/menu';
import { VisuallyHidden } from '../../../ui/visually-hidden';

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

/** The sandwich toggle and its menu: keyboard operable, Escape closes and returns focus. */
export function SiteMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <Nav aria-label="Site">
      <Button ref={toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden>☰</span> Menu
      </Button>
      {open && (
        <List as="ul" id={id}>
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
        </List>
      )}
    </Nav>
  );
}

const Nav = styled.nav`
  position: relative;
`;

const List = styled(MenuPanel)`
  a {
    ${menuItemStyles}
  }
`;
