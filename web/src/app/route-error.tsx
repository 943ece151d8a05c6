import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../ui/button';
import { Cluster } from '../ui/panel';

/** When the last automatic reload for a missing chunk happened (sessionStorage, per tab). */
const RELOADED_AT_KEY = 'epochAtlas:chunkReloadAt';
/** A second failure this soon after a reload is not a stale page: show the message instead of looping. */
const RELOAD_GUARD_MS = 30_000;

/**
 * A screen's code failed to load: after a deploy the open page still names the old chunks (the
 * server answers 404 for them), or the network dropped. The browsers' wordings differ.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(message);
}

/** Reloads once to pick up the new build; false when a reload was just tried. */
function reloadForNewBuild(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

function RouteErrorFallback({ error }: FallbackProps) {
  const chunk = isChunkLoadError(error);
  return (
    <Panel role="alert">
      <h1>{chunk ? 'This page could not be loaded' : 'Something went wrong'}</h1>
      <p>
        {chunk
          ? 'Epoch Atlas may have been updated since this tab opened, or the connection dropped. Reload to get the current version.'
          : 'This screen hit an unexpected error. Reloading usually helps; nothing you saved is lost.'}
      </p>
      <Actions $gap={4}>
        <Button $variant="primary" $size="lg" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <a href="/">Back to the map</a>
      </Actions>
    </Panel>
  );
}

/**
 * Around the routes: a screen whose code fails to load reloads the page once (a new build is
 * out), and any screen that fails shows a message with a way out instead of a blank page. Moving
 * to another address tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={RouteErrorFallback}
      resetKeys={[pathname]}
      onError={(error) => {
        if (isChunkLoadError(error)) reloadForNewBuild();
        else console.error('[epoch-atlas] a screen failed', error);
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

const Panel = styled.main`
  max-width: 560px;
  margin: 15vh auto 0;
  padding: 0 24px;
  font-family: ${({ theme }) => theme.font.body};
  color: ${({ theme }) => theme.colors.text};
  h1 {
    font-size: 1.6rem;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.5;
  }
`;

const Actions = styled(Cluster)`
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
