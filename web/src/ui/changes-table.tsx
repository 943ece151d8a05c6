import styled from 'styled-components';
import { describeFieldValue, fieldLabel } from '../lib/event-fields';

/** One field's change as the API records it: the values as JSON text, null for none. */
export interface FieldChangeView {
  field: string;
  from?: string | null;
  to?: string | null;
}

/**
 * Changes to an event side by side: each field with what it was and what it became (the history,
 * the moderation queue, my events). In a narrow box the field's name goes above its two values.
 */
export function ChangesTable({ changes, label = 'Changes' }: { changes: readonly FieldChangeView[]; label?: string }) {
  if (changes.length === 0) return null;
  return (
    <Box>
      <Table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.field}>
              <th scope="row">{fieldLabel(c.field)}</th>
              <Before>{describeFieldValue(c.field, c.from)}</Before>
              <After>{describeFieldValue(c.field, c.to)}</After>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}

const Box = styled.div`
  container-type: inline-size;
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0 4px;
  font-size: 0.8rem;
  th,
  td {
    padding: 4px 6px;
    vertical-align: top;
    text-align: left;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 500;
  }
  thead th:first-child,
  tbody th {
    width: 24%;
  }
  tbody th {
    font-weight: 600;
  }
  /* Narrow (the detail card, a phone): the field's name on a line of its own, the values side by side under it. */
  @container (max-width: 420px) {
    thead th:first-child {
      display: none;
    }
    thead tr,
    tbody tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 4px;
    }
    tbody th {
      grid-column: 1 / -1;
      width: auto;
      padding-bottom: 0;
    }
  }
`;

const Before = styled.td`
  background: rgba(239, 68, 68, 0.12);
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const After = styled.td`
  background: rgba(16, 185, 129, 0.14);
  border-radius: ${({ theme }) => theme.radius.sm};
`;
