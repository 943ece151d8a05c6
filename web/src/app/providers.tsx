import { ApolloProvider } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createApolloClient } from '../lib/apollo-client';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ApolloProvider>
  );
}
