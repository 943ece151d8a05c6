import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';

export type ToastTone = 'info' | 'error';

/** A short message that clears itself; at most one shows, a new one replaces the old (spec section 8). */
export function useToast(durationMs = 5000) {
  const [toast, setToast] = useState<{ text: string; ms: number; tone: ToastTone } | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toast.ms);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback((text: string, ms?: number, tone: ToastTone = 'info') => setToast({ text, ms: ms ?? durationMs, tone }), [durationMs]);
  return { message: toast?.text ?? null, tone: toast?.tone ?? 'info', show };
}

export interface ToastProps {
  message: string | null;
  /** 'error' (spec: destructive) looks like an error and is announced at once. */
  tone?: ToastTone;
  /** 'screen': above the main screen's timeline; 'window': at the bottom of a scrolling page. */
  placement?: 'screen' | 'window';
}

/**
 * The toast, in live regions that are always there (a region added with its text is often not
 * read). While a modal <dialog> is open everything outside it is inert and under it (the dialog
 * sits in the browser's top layer), so the regions move into the topmost open dialog: the toast
 * shows over it and screen readers still hear it.
 */
export function Toast({ message, tone = 'info', placement = 'screen' }: ToastProps) {
  const host = useTopModalDialog();
  // The regions hold no role while empty: a page reads as having a status only while it shows one.
  const regions = (
    <>
      <Region aria-live="polite" aria-atomic="true" data-testid="toast-region">
        {message && tone === 'info' && (
          <Box role="status" $placement={placement} $tone="info">
            {message}
          </Box>
        )}
      </Region>
      <Region aria-live="assertive" aria-atomic="true" data-testid="toast-alert-region">
        {message && tone === 'error' && (
          <Box role="alert" $placement={placement} $tone="error">
            <span aria-hidden>⚠ </span>
            {message}
          </Box>
        )}
      </Region>
    </>
  );
  return host ? createPortal(regions, host) : regions;
}

// Every <dialog> of this app opens modal (ModalDialog's showModal), so an open one is a modal one.
const modalDialogs = () => [...document.querySelectorAll('dialog[open]')];

/** The modal dialog on top (the last opened), followed as dialogs open and close; null when none is. */
function useTopModalDialog(): Element | null {
  const [top, setTop] = useState<Element | null>(null);
  useEffect(() => {
    const update = () => setTop(modalDialogs().at(-1) ?? null);
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return top;
}

const Region = styled.div`
  display: contents;
`;

const Box = styled.div<{ $placement: 'screen' | 'window'; $tone: ToastTone }>`
  position: fixed;
  left: 50%;
  /* On the main screen, above the timeline (--timeline-top, set by the screen). */
  bottom: ${({ $placement }) => ($placement === 'window' ? '24px' : 'calc(var(--timeline-top, 158px) + 12px)')};
  transform: translateX(-50%);
  z-index: 30;
  max-width: calc(100vw - 24px);
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  font-size: 0.95rem;
  ${({ $tone, theme }) =>
    $tone === 'error' &&
    css`
      background: #450a0a;
      border: 1px solid ${theme.colors.danger};
      border-left-width: 6px;
      color: #fee2e2;
    `}
`;
