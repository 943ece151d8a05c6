import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseButton } from './button';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A large dialog (the admin dashboard, the event browser). */
  wide?: boolean;
}

/** A modal on the native <dialog>: focus moves in and is trapped by the browser, Escape and × close. */
export function ModalDialog({ title, onClose, children, wide }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      $wide={wide}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <Head>
        <h2 id={titleId}>{title}</h2>
        <CloseButton onClick={onClose} />
      </Head>
      {children}
    </Dialog>
  );
}

/** A dialog's content: a column of paragraphs and fields between the title and the buttons. */
export const DialogBody = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 2.5 }) => theme.space($gap)};
  margin: ${({ theme }) => theme.space(3)} 0;
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/**
 * The row of a dialog's buttons: the way back on the left, the way forward on the right. It sticks
 * to the bottom of a dialog taller than the screen (a phone), so the buttons stay in reach while
 * the fields scroll under them.
 */
export const DialogActions = styled.div`
  position: sticky;
  bottom: calc(-1 * var(--dialog-padding));
  z-index: 1;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 calc(-1 * var(--dialog-padding)) calc(-1 * var(--dialog-padding));
  padding: ${({ theme }) => theme.space(3)} var(--dialog-padding) var(--dialog-padding);
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Dialog = styled.dialog<{ $wide?: boolean }>`
  --dialog-padding: ${({ theme }) => theme.space(5)};
  width: ${({ $wide }) => ($wide ? 'min(1100px, calc(100% - 24px))' : 'min(520px, calc(100% - 24px))')};
  max-height: calc(100dvh - 24px);
  padding: var(--dialog-padding);
  overflow: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    --dialog-padding: ${({ theme }) => theme.space(3)};
    width: calc(100% - 12px);
    max-width: none;
    max-height: calc(100dvh - 12px);
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  /* Controls on the raised dialog take the page's surface (see inputStyles). */
  --control-bg: ${({ theme }) => theme.colors.surface};
  &::backdrop {
    background: rgba(2, 6, 23, 0.6);
  }
  p,
  li {
    line-height: 1.5;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;
