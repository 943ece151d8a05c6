import styled from 'styled-components';

/** A page that shows one card in its middle (sign-in, confirmation links, small flows). */
export const CenteredPage = styled.main`
  min-height: 100%;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
`;

export const Card = styled.section`
  width: min(420px, 100%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h1 {
    margin: 0;
    font-size: 1.4rem;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
