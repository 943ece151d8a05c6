import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from '../../../lib/page-meta';
import { Panel } from '../../../ui/panel';
import { SiteMenu } from '../../../ui/site-menu';

export interface SiteLayoutProps {
  /** The document title (before " - Epoch Atlas"). */
  title: string;
  /** The meta description of the page. */
  description: string;
  children: ReactNode;
}

/** The frame of every site page: header with the brand and the site menu, main content, footer. */
export function SiteLayout({ title, description, children }: SiteLayoutProps) {
  usePageMeta(title, description);
  return (
    <Frame>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <Header>
        <Brand to="/">Epoch Atlas</Brand>
        <Tagline>People&apos;s stories in the context of history</Tagline>
        <SiteMenu />
      </Header>
      <Main id="content" tabIndex={-1}>
        {children}
      </Main>
      <Footer>
        <Link to="/">Map</Link> · <Link to="/about">About</Link> · <Link to="/contacts">Contacts</Link> · <Link to="/terms">Terms</Link>
      </Footer>
    </Frame>
  );
}

/** Shared building blocks for the pages. */
export const Section = styled.section`
  margin: ${({ theme }) => theme.space(8)} 0;
  h2 {
    font-size: 1.4rem;
  }
`;

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

export const Card = styled(Panel).attrs({ as: 'article' })`
  padding: ${({ theme }) => theme.space(5)};
`;

export const Lead = styled.p`
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Frame = styled.div`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  .skip-link {
    position: absolute;
    left: -9999px;
  }
  .skip-link:focus {
    left: 12px;
    top: 12px;
    z-index: 100;
    padding: 8px;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.link};
    outline-offset: 2px;
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.text} !important;
  text-decoration: none;
`;

const Tagline = styled.span`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

const Main = styled.main`
  flex: 1;
  width: min(960px, 100%);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  line-height: 1.6;
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
