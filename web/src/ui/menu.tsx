import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** A drop-down list of links or actions under its toggle (the user menu, the site menu). */
export const MenuPanel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 20;
  min-width: 220px;
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  --control-bg: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** One entry of a menu panel, whether a link or a button. */
export const menuItemStyles = css`
  display: block;
  padding: 8px 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const MenuButton = styled.button.attrs({ type: 'button' })`
  ${menuItemStyles}
`;

export const MenuLink = styled(Link)`
  ${menuItemStyles}
`;
