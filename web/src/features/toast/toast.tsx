import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';

/** A short message at the bottom of the screen that clears itself. */
export function useToast(durationMs = 5000) {
  // At most one toast: a new one replaces the old (spec section 8).
  const [toast, setToast] = useState<{ text: string; ms: number } | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toast.ms);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback((text: string, ms?: number) => setToast({ text, ms: ms ?? durationMs }), [durationMs]);
  return { message: toast?.text ?? null, show };
}

export function Toast({ message }: { message: string | null }) {
  return message ? <Box role="status">{message}</Box> : null;
}

const Box = styled.div`
  position: absolute;
  left: 50%;
  bottom: 170px;
  transform: translateX(-50%);
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
`;
