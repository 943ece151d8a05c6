import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, CloseButton } from '../../ui/button';
import { inputStyles } from '../../ui/form';

interface ChatMessage {
  id: number;
  type: 'user' | 'support';
  content: string;
  timestamp: Date;
}

/** Canned answers: the chat has no staff behind it yet, and says where real help is. */
const REPLIES = [
  'Thanks for your message! For anything we need to follow up, please write to us on the Contacts page.',
  'Good question. The help guide (the ? button) walks through the map, the timeline and search.',
  'Thank you! To add an event, use Upload Event; every submission is checked and then shown as pending verification.',
];

/** Spec sections 2 and 4: a widget fixed bottom-right; 'Typing...' then a reply after 1-2 s; Enter sends. */
export function SupportChat() {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 0, type: 'support', content: 'Hello! How can we help you explore history today?', timestamp: new Date() },
  ]);
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const send = () => {
    const content = draft.trim();
    if (!content) return;
    setMessages((m) => [...m, { id: m.length, type: 'user', content, timestamp: new Date() }]);
    setDraft('');
    setTyping(true);
    timer.current = setTimeout(
      () => {
        setTyping(false);
        setMessages((m) => [...m, { id: m.length, type: 'support', content: REPLIES[m.length % REPLIES.length]!, timestamp: new Date() }]);
      },
      1000 + Math.random() * 1000,
    );
  };

  return (
    <Widget>
      {open && (
        <Panel role="dialog" aria-label="Support Chat">
          <Head>
            <h2>Support Chat</h2>
            <CloseButton label="Close chat" onClick={() => setOpen(false)} />
          </Head>
          <Log aria-live="polite">
            {messages.map((m) => (
              <Bubble key={m.id} $mine={m.type === 'user'}>
                {m.content}
              </Bubble>
            ))}
            {typing && <Typing>Typing...</Typing>}
          </Log>
          <textarea
            aria-label="Message"
            rows={2}
            value={draft}
            placeholder="Type a message (Enter sends, Shift+Enter for a new line)"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                send();
              }
            }}
          />
          <Send $variant="primary" onClick={send} disabled={!draft.trim()}>
            Send
          </Send>
        </Panel>
      )}
      <Toggle $variant="primary" aria-expanded={open} aria-label={open ? 'Close chat' : 'Support Chat'} onClick={() => setOpen((o) => !o)}>
        <BubbleIcon />
        <ToggleText>{open ? 'Close chat' : 'Support Chat'}</ToggleText>
      </Toggle>
    </Widget>
  );
}

/*
 * Bottom right beside the timeline where the screen is wide enough, else just above it
 * (--timeline-top, set by the main screen). The open panel always rises above the timeline, so it
 * never covers the year; on a phone the toggle is an icon.
 */
const Widget = styled.div`
  position: absolute;
  right: 12px;
  bottom: 12px;
  z-index: 2;
  --panel-lift: calc(var(--timeline-top, 170px) - 4px);
  @media (max-width: 1120px) {
    bottom: calc(var(--timeline-top, 170px) + 8px);
    --panel-lift: calc(100% + 8px);
  }
  @media (max-width: 640px) {
    right: 6px;
    bottom: calc(var(--timeline-top, 170px) + 6px);
  }
`;

const Toggle = styled(Button)`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 8px 14px;
  border-radius: 999px;
  box-shadow: ${({ theme }) => theme.shadow};
  @media (max-width: 640px) {
    padding: 10px 12px;
  }
`;

/** A speech bubble drawn inline: no emoji font is needed to show it. */
function BubbleIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
    </svg>
  );
}

const ToggleText = styled.span`
  @media (max-width: 640px) {
    display: none;
  }
`;

const Send = styled(Button)`
  align-self: flex-end;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  bottom: var(--panel-lift);
  width: min(320px, calc(100vw - 24px));
  max-height: calc(100vh - var(--timeline-top, 170px) - 140px);
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  --control-bg: ${({ theme }) => theme.colors.surface};
  textarea {
    ${inputStyles}
    resize: vertical;
    padding: 6px 8px;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Log = styled.div`
  max-height: 240px;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Bubble = styled.p<{ $mine: boolean }>`
  margin: 0;
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 6px 10px;
  border-radius: 10px;
  white-space: pre-wrap;
  background: ${({ theme, $mine }) => ($mine ? theme.colors.accent : theme.colors.surface)};
`;

const Typing = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
