import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';

/** A short message at the bottom of the screen that clears itself. */
export function useToast(durationMs = 3000) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);
  const show = useCallback((text: string) => setMessage(text), []);
  return { message, show };
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
