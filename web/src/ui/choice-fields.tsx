import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldBox, inputStyles } from './form';

export type CheckboxFieldProps = { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A checkbox with its label beside it; the whole line toggles it. */
export function CheckboxField({ label, ...input }: CheckboxFieldProps) {
  return (
    <Choice>
      <input type="checkbox" {...input} />
      {label}
    </Choice>
  );
}

/** A radio button with its label beside it (group them in a role="radiogroup" with a label). */
export function RadioField({ label, ...input }: CheckboxFieldProps) {
  return (
    <Choice>
      <input type="radio" {...input} />
      {label}
    </Choice>
  );
}

export type SelectFieldProps = { label: ReactNode; children: ReactNode; inline?: boolean } & SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled select; `inline` puts the label beside it (filters). */
export function SelectField({ label, children, inline, id, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const Box = inline ? InlineBox : FieldBox;
  return (
    <Box>
      <label htmlFor={selectId}>{label}</label>
      <Select id={selectId} {...select}>
        {children}
      </Select>
    </Box>
  );
}

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
`;

const InlineBox = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
`;

export const Select = styled.select`
  ${inputStyles}
  padding: 5px 6px;
  /* Long option names must not push the select past its panel. */
  min-width: 0;
  flex: 1;
`;
