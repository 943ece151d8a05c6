import type { ButtonHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';

/**
 * primary: the filled accent action of a form or dialog; secondary: a bordered button on a raised
 * surface (toolbars, tabs, dashboard actions); quiet: bordered and transparent (Back, Skip, Not now);
 * link: text that acts (Forgot password?, Upload JSON).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  /** As wide as its container (the submit button of a card's form). */
  $block?: boolean;
}

const PADDING: Record<ButtonSize, string> = { sm: '4px 10px', md: '6px 12px', lg: '10px 18px' };

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    border: 1px solid transparent;
    background: ${theme.colors.accent};
    color: ${theme.colors.accentText};
    font-weight: 600;
  `,
  secondary: (theme) => css`
    border: 1px solid ${theme.colors.border};
    background: var(--control-bg, ${theme.colors.surfaceRaised});
    color: ${theme.colors.text};
  `,
  quiet: (theme) => css`
    border: 1px solid ${theme.colors.border};
    background: transparent;
    color: ${theme.colors.text};
  `,
  link: (theme) => css`
    border: 0;
    padding: 0;
    background: none;
    color: ${theme.colors.link};
    text-align: left;
  `,
};

/** The look of every button (and of links that act as buttons), by variant and size. */
export const buttonStyles = css<ButtonStyleProps>`
  padding: ${({ $size = 'md' }) => PADDING[$size]};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  ${({ theme, $variant = 'secondary' }) => variants[$variant](theme)}
  ${({ $block }) =>
    $block &&
    css`
      width: 100%;
    `}
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({ type: type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A round button that holds an icon or a single character (help, play, close); give it an aria-label. */
export const IconButton = styled(Button)<{ $diameter?: number }>`
  width: ${({ $diameter = 30 }) => $diameter}px;
  height: ${({ $diameter = 30 }) => $diameter}px;
  padding: 0;
  border-radius: 50%;
`;

const Cross = styled.button`
  border: 0;
  padding: 0 4px;
  background: none;
  color: inherit;
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
`;

/** The × of a panel or dialog; its accessible name is `label` ("Close" unless told). */
export function CloseButton({ label = 'Close', ...props }: { label?: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>) {
  return (
    <Cross type="button" aria-label={label} {...props}>
      ×
    </Cross>
  );
}

/** A router link that looks like a button (the site pages' calls to action). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  /* Doubled: page styles colour every link, and a button's text keeps its own colour. */
  && {
    ${buttonStyles}
    display: inline-block;
    text-decoration: none;
  }
`;

/** A plain link that looks like a button, for pages outside the app's router (the GraphQL explorer, other sites). */
export const AnchorButton = styled.a<ButtonStyleProps>`
  && {
    ${buttonStyles}
    display: inline-block;
    text-decoration: none;
  }
`;
