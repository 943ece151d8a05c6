import styled from 'styled-components';

/** The dashboard pages (/admin for admins and moderators). */
export const AdminScreen = styled.main`
  position: relative;
  min-height: 100%;
  padding: ${({ theme }) => theme.space(6)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** The title and the page's actions, on one line while they fit. */
export const AdminHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
  }
`;
