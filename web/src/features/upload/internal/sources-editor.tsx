import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { FieldRow, Hint } from '../../../ui/form';
import { TextField } from '../../../ui/text-field';
import { EMPTY_SOURCE, type SourceDraft } from './sources-draft';

/**
 * The event's sources (issue 25): a row per source with its title, an optional address and an
 * optional page or note; rows are added and removed, and a blank row is left out when saved.
 */
export function SourcesEditor({ sources, onChange }: { sources: SourceDraft[]; onChange: (sources: SourceDraft[]) => void }) {
  const edit = (index: number, patch: Partial<SourceDraft>) => onChange(sources.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  return (
    <section aria-label="Sources">
      <Title>Sources</Title>
      <Hint>Where the facts come from: a book, an article or a web page. Name each one; its address and the page are optional.</Hint>
      {sources.map((source, i) => (
        // Rows have no id of their own; the index is the row's place, which removing keeps in order.
        <Row key={i} aria-label={`Source ${i + 1}`}>
          <legend>Source {i + 1}</legend>
          <TextField label="Title" maxLength={300} value={source.title} onChange={(e) => edit(i, { title: e.target.value })} />
          <FieldRow>
            <TextField
              label="Address (optional)"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={source.url}
              onChange={(e) => edit(i, { url: e.target.value })}
            />
            <TextField label="Page or note (optional)" maxLength={300} value={source.note} onChange={(e) => edit(i, { note: e.target.value })} />
          </FieldRow>
          <Remove $size="sm" $variant="quiet" aria-label={`Remove source ${i + 1}`} onClick={() => onChange(sources.filter((_, j) => j !== i))}>
            Remove
          </Remove>
        </Row>
      ))}
      <Button $size="sm" onClick={() => onChange([...sources, EMPTY_SOURCE])}>
        Add source
      </Button>
    </section>
  );
}

const Title = styled.h3`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
  font-size: 1rem;
`;

const Row = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  legend {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Remove = styled(Button)`
  align-self: flex-end;
`;
