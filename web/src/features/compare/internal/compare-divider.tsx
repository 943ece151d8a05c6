import type { KeyboardEvent, PointerEvent } from 'react';
import styled from 'styled-components';
import { splitAfterKey, splitAt } from './divider-position';

export interface CompareDividerProps {
  /** Where it stands: 0 the left edge, 1 the right edge. */
  split: number;
  onSplitChange: (split: number) => void;
  /** The two years, for its accessible description. */
  leftLabel: string;
  rightLabel: string;
}

/** The swipe divider: dragged by pointer or moved with the arrow keys (a focusable separator, as a window splitter is). */
export function CompareDivider({ split, onSplitChange, leftLabel, rightLabel }: CompareDividerProps) {
  const box = (e: PointerEvent<HTMLElement>) => e.currentTarget.parentElement!.getBoundingClientRect();
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    onSplitChange(splitAt(e.clientX, box(e)));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (e.currentTarget.hasPointerCapture(e.pointerId)) onSplitChange(splitAt(e.clientX, box(e)));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = splitAfterKey(e.key, split);
    if (next === undefined) return;
    e.preventDefault();
    onSplitChange(next);
  };
  const percent = Math.round(split * 100);
  return (
    <Bar
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={`Divider between ${leftLabel} and ${rightLabel}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% ${leftLabel}`}
      data-testid="compare-divider"
      style={{ left: `${split * 100}%` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
    >
      {/* Drawn, not typed: some systems draw the ◀ ▶ characters as coloured emoji in a box of their own. */}
      <Handle aria-hidden>
        <svg width="18" height="10" viewBox="0 0 18 10">
          <path d="M0 5 6 0v10zM18 5l-6-5v10z" fill="currentColor" />
        </svg>
      </Handle>
    </Bar>
  );
}

const Bar = styled.div`
  position: absolute;
  z-index: 1;
  top: 0;
  bottom: 0;
  /* A wide hit area around a thin line. */
  width: 28px;
  transform: translateX(-50%);
  cursor: ew-resize;
  touch-action: none;
  &::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: 50%;
    width: 3px;
    transform: translateX(-50%);
    background: #fff;
    box-shadow: 0 0 6px rgba(0, 0, 0, 0.6);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const Handle = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  padding: 7px 6px;
  border-radius: 999px;
  background: #fff;
  color: #111;
  box-shadow: 0 1px 6px rgba(0, 0, 0, 0.5);
`;
