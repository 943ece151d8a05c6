import styled from 'styled-components';

/** The Back / Next / Publish row shared by the upload wizard and the Upload JSON dialog. */
export const DialogButtons = styled.div`
  display: flex;
  justify-content: space-between;
  button {
    padding: 8px 14px;
    border-radius: 6px;
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
