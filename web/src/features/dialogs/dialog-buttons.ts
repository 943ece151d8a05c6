import styled from 'styled-components';

/** The Back / Next / Publish row of the upload wizard, the Upload JSON dialog and the onboarding guide. */
export const DialogButtons = styled.div`
  display: flex;
  justify-content: space-between;
  button {
    padding: 8px 14px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  button.primary {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
  button:disabled {
    opacity: 0.6;
  }
`;
