import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { theme } from '../styles/theme';

/** A GraphQL error answer (HTTP 200 with `errors`), as the server refuses bad input or a stale edit. */
export class FakeGraphQLErrors {
  readonly errors: { message: string; extensions?: Record<string, unknown> }[];
  constructor(errors: FakeGraphQLErrors['errors']) {
    this.errors = errors;
  }
}

/** What a fake server answers for one operation: its data, a network error, or GraphQL errors. */
export type FakeAnswer = Record<string, unknown> | Error | FakeGraphQLErrors;

/**
 * An Apollo client whose server is a table of answers by operation name (the variables go to the
 * answer function), so a component test states what the server says, not how a query is spelled.
 * Calls are recorded.
 */
export function fakeApolloClient(answers: Record<string, (variables: Record<string, unknown>) => FakeAnswer>) {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        const answer = answers[operation.operationName ?? '']?.(operation.variables);
        // Answered on the next turn, as a network would.
        const timer = setTimeout(() => {
          if (!answer) observer.error(new Error(`no fake answer for ${operation.operationName}`));
          else if (answer instanceof Error) observer.error(answer);
          else if (answer instanceof FakeGraphQLErrors) {
            observer.next({ errors: answer.errors });
            observer.complete();
          } else {
            observer.next({ data: answer });
            observer.complete();
          }
        });
        return () => clearTimeout(timer);
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), calls };
}

/** Renders with the app's theme and a router, and with an Apollo client when one is given. */
export function renderUi(ui: ReactElement, options: { client?: ApolloClient; route?: string } & Omit<RenderOptions, 'wrapper'> = {}) {
  const { client, route = '/', ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    const themed = (
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ThemeProvider>
    );
    return client ? <ApolloProvider client={client}>{themed}</ApolloProvider> : themed;
  }
  return render(ui, { wrapper: Wrapper, ...rest });
}
