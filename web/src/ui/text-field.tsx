import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldBox, FieldError, inputStyles } from './form';
import { VisuallyHidden } from './visually-hidden';

interface FieldProps {
  label: ReactNode;
  /** Why the value is refused: shown under the control, which is marked invalid and points at it. */
  error?: string | null;
  /** The label is read out but not shown (a single field whose purpose is plain, e.g. a newsletter box). */
  hideLabel?: boolean;
}

/** The wiring every field shares: ids, the label, and the error the control is described by. */
function useField({ label, error, hideLabel }: FieldProps, id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return {
    controlProps: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined },
    label: <label htmlFor={controlId}>{hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}</label>,
    error: error ? (
      <FieldError id={errorId} role="alert">
        {error}
      </FieldError>
    ) : null,
  };
}

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-invalid'>;

/** A labelled text input (text, email, password, search, number) with its error. */
export function TextField({ label, error, hideLabel, id, ...input }: TextFieldProps) {
  const field = useField({ label, error, hideLabel }, id);
  return (
    <FieldBox>
      {field.label}
      <Input {...input} {...field.controlProps} />
      {field.error}
    </FieldBox>
  );
}

export type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'aria-invalid'> & { monospace?: boolean };

/** A labelled text area with its error; `monospace` for code (JSON). */
export function TextAreaField({ label, error, hideLabel, id, monospace, ...textarea }: TextAreaFieldProps) {
  const field = useField({ label, error, hideLabel }, id);
  return (
    <FieldBox>
      {field.label}
      <TextArea {...textarea} {...field.controlProps} $monospace={monospace} />
      {field.error}
    </FieldBox>
  );
}

const Input = styled.input`
  ${inputStyles}
`;

const TextArea = styled.textarea<{ $monospace?: boolean }>`
  ${inputStyles}
  resize: vertical;
  font-family: ${({ theme, $monospace }) => ($monospace ? theme.font.mono : 'inherit')};
  font-size: ${({ $monospace }) => ($monospace ? '0.8rem' : 'inherit')};
`;
