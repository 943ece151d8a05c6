import styled from 'styled-components';
import { SiteLayout, Section, Lead } from '../internal/site-layout';

const VERSION = 'Version 2.1';
const UPDATED = 'Last updated January 24 2025';

interface TermsSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

// One source of text for both the page and the downloaded file, so they never differ.
const TERMS: TermsSection[] = [
  {
    id: 'terms-use',
    heading: 'Use of the service',
    paragraphs: [
      'Epoch Atlas is an interactive map of history from 3500 BCE to 2000 CE. You may browse the map, the timeline and the events without an account.',
      'Please use the service lawfully and respectfully. Do not try to disrupt it, overload it, get around its security, or collect personal data about other people from it.',
      'The public API and data exports are offered for reuse. Keep request volumes reasonable, cache where you can, and keep the difference between real and what-if events clear in anything you build.',
      'Historical content is provided for information and education. We work to keep it accurate, but we cannot guarantee that every detail is correct.',
    ],
  },
  {
    id: 'terms-content',
    heading: 'User content and moderation',
    paragraphs: [
      'You keep the rights to the events and stories you publish. By publishing, you allow Epoch Atlas to show, store and distribute them as part of the service, including through the public API and data exports.',
      'Only publish content you have the right to share. Do not publish hateful, harassing, violent, sexually explicit, misleading or unlawful content, or spam.',
      'Every submission passes an automatic content check before it is published. Real events are shown as "Pending verification" until moderators have validated them. What-if events are labelled as creative and must be anchored to a real event.',
      'Moderators may mark events as validated, disputed or rejected, and may remove content that breaks these terms. We may suspend accounts that repeatedly break them.',
    ],
  },
  {
    id: 'terms-accounts',
    heading: 'Accounts',
    paragraphs: [
      'You need an account to publish events. Give accurate details, keep your password secret, and tell us if you think someone else has used your account.',
      'You are responsible for what is published from your account. You may stop using the service at any time and ask us to close your account.',
    ],
  },
  {
    id: 'terms-privacy',
    heading: 'Privacy summary',
    paragraphs: [
      'We store the details you give us to run your account, such as your email address and name, and the content you publish.',
      'If you subscribe to the newsletter, we use your email address only to send it, and you can unsubscribe at any time.',
      'We use a session cookie to keep you signed in. We do not sell personal data. You can ask us to see, correct or delete your personal data through the contacts page.',
    ],
  },
  {
    id: 'terms-changes',
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these terms as the service changes. The version number and date at the top show the current version. If a change is significant, we will tell registered users before it takes effect.',
      'If you keep using the service after a change, the updated terms apply.',
    ],
  },
];

/** The terms as plain text, built from the same sections the page shows. */
function termsAsText(): string {
  const body = TERMS.map((s) => [s.heading.toUpperCase(), ...s.paragraphs].join('\n\n')).join('\n\n\n');
  return `Epoch Atlas - Terms of Service\n${VERSION}\n${UPDATED}\n\n\n${body}\n`;
}

function downloadTerms() {
  const url = URL.createObjectURL(new Blob([termsAsText()], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'epoch-atlas-terms-v2.1.txt';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers (older Firefox) cancel a download whose URL is revoked synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** /terms: the legal overview, printable and downloadable as text. */
export function TermsPage() {
  return (
    <SiteLayout
      title="Terms of Service"
      description="The Epoch Atlas terms of service: using the map, publishing and moderation, accounts, privacy and changes."
    >
      <h1>Terms of Service</h1>
      <Meta>
        {VERSION} · {UPDATED}
      </Meta>
      <Lead>A plain-language overview of the rules for using Epoch Atlas and publishing on it.</Lead>
      <Actions>
        <Button type="button" onClick={() => window.print()}>
          Print
        </Button>
        <Button type="button" onClick={downloadTerms}>
          Download
        </Button>
      </Actions>
      {TERMS.map((s) => (
        <Section key={s.id} aria-labelledby={s.id}>
          <h2 id={s.id}>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Section>
      ))}
    </SiteLayout>
  );
}

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  @media print {
    display: none;
  }
`;

const Button = styled.button`
  padding: 10px 18px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
