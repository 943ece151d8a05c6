import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client for the app; cookies go with every call (spec section 7). */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}
