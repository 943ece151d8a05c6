/**
 * The mail a story's author gets when a moderator decides their story or their proposed edit, as
 * an event's submitter does (events/revisions/decision-mail.ts), through the app's mailer (SMTP,
 * or the dev outbox). Links use the configured public address, never a request header.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { siteLink } from '../../lib/account-tokens.js';
import { sendInBackground, type Mailer } from '../mail/mailer.js';
import { User } from '../users/user.entity.js';

export interface StoryDecision {
  authorId: string | null | undefined;
  storyId: string;
  title: string;
  /** What was decided: the story itself (it was pending) or the author's proposed edit. */
  what: 'story' | 'proposal';
  outcome: 'accepted' | 'rejected';
  reason?: string | null;
}

const LINES: Record<StoryDecision['what'], Record<StoryDecision['outcome'], { subject: string; line: string }>> = {
  story: {
    accepted: { subject: 'was published', line: 'A moderator read your story and published it: it is on the list of stories now.' },
    rejected: { subject: 'was not accepted', line: 'A moderator read your story and did not accept it. You can edit it and send it again.' },
  },
  proposal: {
    accepted: { subject: 'was accepted', line: 'A moderator accepted your edit: the story now shows it.' },
    rejected: { subject: 'was not accepted', line: 'A moderator did not accept your edit: the story stays as it was.' },
  },
};

/** The mail for a decision (exported for its test). */
export function storyDecisionMail(decision: StoryDecision, publicUrl: string, to: string) {
  const { subject, line } = LINES[decision.what][decision.outcome];
  const lines = [
    'Hello,',
    '',
    line,
    ...(decision.reason ? ['', `The moderator's reason: ${decision.reason}`] : []),
    '',
    `The story: ${siteLink(publicUrl, `/stories/${decision.storyId}`)}`,
    `Your stories: ${siteLink(publicUrl, '/stories')}`,
    '',
    'Epoch Atlas',
  ];
  const what = decision.what === 'story' ? 'Your story' : 'Your edit to';
  return { to, subject: `${what} "${decision.title}" ${subject}`, text: lines.join('\n') };
}

/** Tells the author once the decision is saved (a mail failure is logged, never the moderator's answer). */
export async function tellStoryAuthor(em: EntityManager, deps: { mailer: Mailer; publicUrl: string }, decision: StoryDecision): Promise<void> {
  if (!decision.authorId) return;
  const author = await em.findOne(User, { id: decision.authorId }, { fields: ['id', 'email'] });
  if (author) sendInBackground(deps.mailer, storyDecisionMail(decision, deps.publicUrl, author.email));
}
