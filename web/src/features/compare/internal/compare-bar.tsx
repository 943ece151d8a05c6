import { formatYear, MAX_YEAR, MIN_YEAR } from '@domain/time';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { inputStyles } from '../../../ui/form';
import { Panel } from '../../../ui/panel';

export interface CompareBarProps {
  years: readonly [number, number];
  /** Each side's visible events, null while the feed loads. */
  counts: (number | null)[];
  onYearsChange: (years: readonly [number, number]) => void;
  onClose: () => void;
}

/** A year field's text as a timeline year (a whole number from -3500 to 2000, not 0), else null. */
function fieldYear(text: string): number | null {
  const year = Number(text);
  return text.trim() !== '' && Number.isInteger(year) && year !== 0 && year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
}

/** Where the timeline is in the normal view: each side's year, in the site's words, and its event count. */
export function CompareBar({ years, counts, onYearsChange, onClose }: CompareBarProps) {
  return (
    <Bar $floating aria-label="Compare two dates" data-timeline>
      {(['left', 'right'] as const).map((side, i) => (
        <SideYear
          key={side}
          side={side}
          year={years[i]!}
          count={counts[i] ?? null}
          onChange={(year) => onYearsChange(i === 0 ? [year, years[1]] : [years[0], year])}
        />
      ))}
      <CloseButton $size="sm" onClick={onClose}>
        Close<PhoneHidden> compare</PhoneHidden>
      </CloseButton>
    </Bar>
  );
}

function SideYear({ side, year, count, onChange }: { side: 'left' | 'right'; year: number; count: number | null; onChange: (year: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(year));
  // The address moved the year (back/forward): the field shows it (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(year);
  if (shown !== year) {
    setShown(year);
    if (fieldYear(text) !== year) setText(String(year));
  }
  const typed = fieldYear(text);
  return (
    <Side>
      <label htmlFor={id}>{side === 'left' ? 'Left year' : 'Right year'}</label>
      <YearInput
        id={id}
        type="number"
        min={MIN_YEAR}
        max={MAX_YEAR}
        step={1}
        value={text}
        aria-invalid={typed === null ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const next = fieldYear(e.target.value);
          if (next !== null && next !== year) onChange(next);
        }}
      />
      <strong>{formatYear(typed ?? year)}</strong>
      <span data-testid={`compare-count-${side}`}>Events: {count ?? '...'}</span>
    </Side>
  );
}

const Bar = styled(Panel)`
  position: absolute;
  z-index: 1;
  left: 50%;
  bottom: ${({ theme }) => theme.space(4)};
  transform: translateX(-50%);
  /* As wide as one row needs (both years and Close), wrapping only where the screen is narrower. */
  width: max-content;
  max-width: calc(100% - 24px);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  /* On a phone: the two years one above the other, Close beside them (not a third row). */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    bottom: 6px;
    width: calc(100% - 12px);
    max-width: none;
    display: grid;
    grid-template-columns: 1fr auto;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const CloseButton = styled(Button)`
  white-space: nowrap;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-column: 2;
    grid-row: 1 / span 2;
    align-self: center;
  }
`;

/** Read on every screen (the button's name stays "Close compare"), shown where there is room. */
const PhoneHidden = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  label {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    min-width: 5.5em;
    font-variant-numeric: tabular-nums;
  }
  /* On a phone each side keeps to one line: the field's label is still read, not shown. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-wrap: nowrap;
    font-size: 0.9rem;
    label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    strong {
      min-width: 4.5em;
    }
  }
`;

const YearInput = styled.input`
  ${inputStyles}
  width: 6.5em;
  padding: 4px 6px;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    width: 5em;
  }
`;
