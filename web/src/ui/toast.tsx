import { useCallback, useEffect, useState } from 'react';
import styled, { css } from 'styled-components';

/** A short message that clears itself; at most one shows, a new one replaces the old (spec section 8). */
export function useToast(durationMs = 5000) {
  const [toast, setToast] = useState<{ text: string; ms: number } | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toast.ms);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback((text: string, ms?: number) => setToast({ text, ms: ms ?? durationMs }), [durationMs]);
  return { message: toast?.text ?? null, show };
}

export interface ToastProps {
  message: string | null;
  /** 'screen': above the main screen's timeline; 'window': at the bottom of a scrolling page. */
  placement?: 'screen' | 'window';
}

/** Shows the toast's message as a status (read out by screen readers), or nothing. */
export function Toast({ message, placement = 'screen' }: ToastProps) {
  return message ? (
    <Box role="status" $placement={placement}>
      {message}
    </Box>
  ) : null;
}

const Box = styled.div<{ $placement: 'screen' | 'window' }>`
  position: ${({ $placement }) => ($placement === 'window' ? 'fixed' : 'absolute')};
  left: 50%;
  bottom: ${({ $placement }) => ($placement === 'window' ? '24px' : '170px')};
  transform: translateX(-50%);
  z-index: 20;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  ${({ $placement }) =>
    $placement === 'window' &&
    css`
      max-width: calc(100% - 24px);
    `}
`;
