import { useLazyQuery, useMutation } from '@apollo/client/react';
import { formatYear } from '@domain/time';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { RelationshipType } from '../../../../gql/graphql';
import { Button } from '../../../../ui/button';
import { SelectField } from '../../../../ui/choice-fields';
import { Cluster } from '../../../../ui/panel';
import { TextField } from '../../../../ui/text-field';
import { AddEventRelationship, LinkTargetSearch } from './links-api';
import { refusal, TYPE_CHOICES } from './link-words';
import { Message } from './suggestion-row';

export const RELATIONSHIP_ADDED = 'Relationship added.';

/**
 * "Add relationship" on the submitter's own event (moderators: any): find the other event by
 * search, pick how this one relates to it, add. The server checks it is theirs, not itself and not
 * there already, and says so.
 */
export function AddRelationship({ eventId, onAdded }: { eventId: string; onAdded: () => void }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const [type, setType] = useState<RelationshipType>('INSPIRED_BY');
  const [message, setMessage] = useState<string | null>(null);
  const [search, found] = useLazyQuery(LinkTargetSearch);
  const [add, adding] = useMutation(AddEventRelationship);
  if (!open) {
    return (
      <Button $size="sm" onClick={() => setOpen(true)}>
        Add relationship
      </Button>
    );
  }
  const results = (found.data?.searchEvents.edges ?? []).map((e) => e.node).filter((n) => n.id !== eventId);
  const find = (e: FormEvent) => {
    e.preventDefault();
    setTarget(null);
    if (query.trim().length >= 3) void search({ variables: { query: query.trim() } });
  };
  const submit = async () => {
    if (!target) return;
    setMessage(null);
    try {
      await add({ variables: { sourceEventId: eventId, targetEventId: target.id, relationshipType: type } });
      setMessage(RELATIONSHIP_ADDED);
      setTarget(null);
      onAdded();
    } catch (error) {
      setMessage(refusal(error));
    }
  };
  return (
    <Form aria-label="Add relationship" onSubmit={find}>
      <Cluster $gap={1}>
        <TextField label="Find the other event" value={query} onChange={(e) => setQuery(e.target.value)} minLength={3} placeholder="At least 3 letters" />
        <Button type="submit" $size="sm">
          Search
        </Button>
      </Cluster>
      {found.called && !found.loading && results.length === 0 && <Message>No events found.</Message>}
      {results.length > 0 && (
        <Results aria-label="Matching events">
          {results.map((r) => (
            <li key={r.id}>
              <Button $variant="link" aria-pressed={target?.id === r.id} onClick={() => setTarget({ id: r.id, name: r.name })}>
                {r.name} ({formatYear(r.startYear)})
              </Button>
            </li>
          ))}
        </Results>
      )}
      <SelectField label="This event is" value={type} onChange={(e) => setType(e.target.value as RelationshipType)}>
        {TYPE_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <Cluster $gap={1}>
        <Button $size="sm" $variant="primary" disabled={!target || adding.loading} onClick={() => void submit()}>
          {target ? `Add: ${TYPE_CHOICES.find((c) => c.value === type)?.label} ${target.name}` : 'Pick an event'}
        </Button>
        <Button $size="sm" $variant="quiet" onClick={() => setOpen(false)}>
          Close
        </Button>
      </Cluster>
      {message && <Message role="status">{message}</Message>}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 6px;
  margin-top: 6px;
`;

const Results = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 160px;
  overflow: auto;
  font-size: 0.85rem;
  button {
    text-align: left;
  }
`;
