import styled, { css } from 'styled-components';

/**
 * The look of every text input, text area and select. Controls stand out from what they sit on:
 * raised on the page's surface, and on the page's surface inside raised boxes (dialogs), which set
 * --control-bg for what they hold.
 */
export const inputStyles = css`
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: var(--control-bg, ${({ theme }) => theme.colors.surfaceRaised});
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/** A form laid out as a column of fields; its buttons keep their own width. */
export const Form = styled.form<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
  > button {
    align-self: flex-start;
  }
`;

/** A label above its control, and what is said about it below. */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  > label {
    font-size: 0.9rem;
  }
`;

/** Why a field's value is refused; the control points at it with aria-describedby. */
export const FieldError = styled.span`
  color: #fca5a5;
  font-size: 0.85rem;
`;

/** A hint under a field or a step. */
export const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type MessageTone = 'ok' | 'error' | 'neutral';

const TONES: Record<MessageTone, string> = { ok: 'rgba(16, 185, 129, 0.2)', error: 'rgba(239, 68, 68, 0.2)', neutral: 'transparent' };

/** A line that says how a form or a step went. Give it role="status" (ok) or role="alert" (error). */
export const FormMessage = styled.div<{ $tone?: MessageTone }>`
  margin: 0;
  padding: ${({ $tone = 'neutral' }) => ($tone === 'neutral' ? '0' : '8px 10px')};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $tone = 'neutral' }) => TONES[$tone]};
  ul {
    margin: 0;
    padding: 0 0 0 16px;
  }
`;

/** Fields side by side (first and last name, latitude and longitude); one column on a phone. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr;
  }
`;
