import { Link } from 'react-router-dom';
import styled from 'styled-components';

export function NotFoundPage() {
  return (
    <Page>
      <h1>404 Page Not Found</h1>
      <p>The page you are looking for does not exist.</p>
      <Link to="/">Back to the map</Link>
    </Page>
  );
}

const Page = styled.main`
  display: grid;
  place-content: center;
  min-height: 100%;
  text-align: center;
  gap: ${({ theme }) => theme.space(2)};
  a { color: ${({ theme }) => theme.colors.accent}; }
`;
