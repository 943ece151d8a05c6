import { css } from 'styled-components';

/** The filled accent button of forms and messages (the contact form's Send, the error screen's Reload). */
export const primaryButton = css`
  padding: 10px 18px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 600;
  cursor: pointer;
`;
