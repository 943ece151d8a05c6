import { PERIODS } from '@domain/periods';
import styled from 'styled-components';
import { readLastMapView } from '../../../lib/last-map-view';
import { Button } from '../../../ui/button';
import { CheckboxField, SelectField } from '../../../ui/choice-fields';
import { FieldError } from '../../../ui/form';
import { TextAreaField, TextField } from '../../../ui/text-field';
import type { PeriodKey } from '../../../gql/graphql';
import { EventFinder } from './event-finder';
import type { StepDraft } from './story-draft';

export interface StepFieldsProps {
  index: number;
  count: number;
  step: StepDraft;
  /** Problems by field name within this step (startYear, eventIds...). */
  problems: Record<string, string>;
  onChange: (patch: Partial<StepDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** The GraphQL PeriodKey of a domain period (classical-antiquity -> CLASSICAL_ANTIQUITY). */
const graphqlKey = (key: string) => key.toUpperCase().replaceAll('-', '_') as PeriodKey;

/** One step of the editor: its text, years, map view, optional mode and periods, and highlighted events. */
export function StepFields({ index, count, step, problems, onChange, onMove, onRemove }: StepFieldsProps) {
  const n = index + 1;
  const lastView = readLastMapView();
  const text = (field: 'title' | 'startYear' | 'endYear' | 'longitude' | 'latitude' | 'zoom', label: string, hint?: string) => (
    <TextField
      label={`${label}${hint ? ` ${hint}` : ''}`}
      value={step[field]}
      error={problems[field]}
      onChange={(e) => onChange({ [field]: e.target.value })}
    />
  );
  const togglePeriod = (key: PeriodKey) => onChange({ periods: step.periods.includes(key) ? step.periods.filter((p) => p !== key) : [...step.periods, key] });
  return (
    <Fieldset aria-label={`Step ${n}`}>
      <legend>Step {n}</legend>
      {text('title', 'Title')}
      <TextAreaField label="Text (Markdown)" rows={5} value={step.text} error={problems.text} onChange={(e) => onChange({ text: e.target.value })} />
      <Row>
        {text('startYear', 'Start year', '(negative for BCE)')}
        {text('endYear', 'End year', '(optional)')}
      </Row>
      <Row>
        {text('latitude', 'Latitude')}
        {text('longitude', 'Longitude')}
        {text('zoom', 'Zoom')}
      </Row>
      <Button
        disabled={!lastView}
        title={lastView ? undefined : 'Open the map in this tab first: its view is what this takes'}
        onClick={() =>
          lastView && onChange({ latitude: lastView.latitude.toFixed(4), longitude: lastView.longitude.toFixed(4), zoom: lastView.zoom.toFixed(2) })
        }
      >
        Use current map view
      </Button>
      <SelectField label="Timeline mode (optional)" value={step.mode} onChange={(e) => onChange({ mode: e.target.value as StepDraft['mode'] })}>
        <option value="">Leave as it is</option>
        <option value="REAL">Real history</option>
        <option value="WHATIF">What-if history</option>
      </SelectField>
      <fieldset>
        <legend>Periods shown (optional; none leaves them as they are)</legend>
        {PERIODS.map((p) => (
          <CheckboxField key={p.key} label={p.name} checked={step.periods.includes(graphqlKey(p.key))} onChange={() => togglePeriod(graphqlKey(p.key))} />
        ))}
      </fieldset>
      <TextAreaField
        label="Highlighted event ids (one per line; the id is in an event's share link, ?event=)"
        rows={2}
        value={step.eventIds}
        error={problems.eventIds}
        onChange={(e) => onChange({ eventIds: e.target.value })}
      />
      <EventFinder onAdd={(id) => onChange({ eventIds: step.eventIds.trim() ? `${step.eventIds.trim()}\n${id}` : id })} />
      <Row>
        <Button onClick={() => onMove(-1)} disabled={index === 0}>
          Move up
        </Button>
        <Button onClick={() => onMove(1)} disabled={index === count - 1}>
          Move down
        </Button>
        <Button onClick={onRemove} disabled={count === 1}>
          Remove step {n}
        </Button>
      </Row>
      {problems[''] && <FieldError>{problems['']}</FieldError>}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(3)};
  fieldset {
    border: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  & > * {
    flex: 1 1 120px;
  }
`;
