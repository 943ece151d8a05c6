import { useState } from 'react';
import styled from 'styled-components';
import { AnchorButton, Button } from '../../../ui/button';
import { explorerLink, type ApiExample } from './api-examples';

/** One example of /builders: its query, a Run button that sends it from this page, and a link to the explorer. */
export function ApiExampleCard({ example }: { example: ApiExample }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: example.query, variables: example.variables ?? {} }),
      });
      setAnswer(`HTTP ${res.status}\n${JSON.stringify(await res.json(), null, 2)}`);
    } catch (error) {
      setAnswer(`The request failed: ${(error as Error).message}`);
    } finally {
      setRunning(false);
    }
  };
  const headingId = `example-${example.id}`;
  return (
    <Example aria-labelledby={headingId}>
      <h3 id={headingId}>{example.title}</h3>
      <p>{example.about}</p>
      <Code>
        <code>{example.query}</code>
      </Code>
      {example.variables && (
        <Code aria-label="Variables">
          <code>{JSON.stringify(example.variables)}</code>
        </Code>
      )}
      <Actions>
        <Button type="button" $variant="primary" onClick={() => void run()} disabled={running}>
          {running ? 'Running…' : 'Run'}
        </Button>
        <AnchorButton href={explorerLink(example)} $variant="quiet">
          Open in the explorer
        </AnchorButton>
      </Actions>
      {answer && (
        <Code role="region" aria-label={`Answer to ${example.title}`} tabIndex={0}>
          <code>{answer}</code>
        </Code>
      )}
    </Example>
  );
}

const Example = styled.article`
  margin: ${({ theme }) => theme.space(6)} 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Code = styled.pre`
  margin: ${({ theme }) => theme.space(3)} 0;
  padding: ${({ theme }) => theme.space(4)};
  max-height: 24rem;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.85rem;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
