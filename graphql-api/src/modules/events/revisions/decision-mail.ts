/**
 * The mail a submitter gets when a moderator decides their event or their proposed edit (issue 25),
 * through the app's mailer (SMTP, or the dev outbox). Links use the configured public address.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { siteLink } from '../../../lib/account-tokens.js';
import { sendInBackground, type Mailer } from '../../mail/mailer.js';
import { User } from '../../users/user.entity.js';

export interface DecisionMailer {
  mailer: Mailer;
  publicUrl: string;
  /** Told after a moderator validates an event (see AuthContext.eventValidated). */
  eventValidated?: (eventId: string) => void;
}

export interface Decision {
  /** Who to tell: the submitter's account (nothing is sent without one). */
  submitterId: string | null | undefined;
  eventId: string;
  eventName: string;
  what: 'event' | 'proposal';
  /** The verification status the event got, or accepted / rejected for a proposal. */
  outcome: string;
  reason?: string | null;
}

const EVENT_OUTCOMES: Record<string, { subject: string; line: string }> = {
  validated: { subject: 'was published', line: 'A moderator checked your event and published it as verified.' },
  rejected: { subject: 'was not accepted', line: 'A moderator checked your event and did not accept it.' },
  disputed: { subject: 'is marked disputed', line: 'A moderator marked your event as disputed: the evidence conflicts or is under review.' },
  pending: { subject: 'is waiting again', line: 'A moderator put your event back among those waiting for review.' },
};

const PROPOSAL_OUTCOMES: Record<string, { subject: string; line: string }> = {
  accepted: { subject: 'was accepted', line: 'A moderator accepted your edit: the event now shows it.' },
  rejected: { subject: 'was not accepted', line: 'A moderator did not accept your edit: the event stays as it was.' },
};

/** The mail for a decision (exported for its test). */
export function decisionMail(decision: Decision, publicUrl: string, to: string) {
  const outcome = (decision.what === 'event' ? EVENT_OUTCOMES : PROPOSAL_OUTCOMES)[decision.outcome];
  if (!outcome) return null;
  const subject =
    decision.what === 'event' ? `Your event "${decision.eventName}" ${outcome.subject}` : `Your edit to "${decision.eventName}" ${outcome.subject}`;
  const lines = [
    'Hello,',
    '',
    outcome.line,
    ...(decision.reason ? ['', `The moderator's reason: ${decision.reason}`] : []),
    '',
    `The event: ${siteLink(publicUrl, `/?event=${decision.eventId}`)}`,
    `Everything you sent in: ${siteLink(publicUrl, '/my-events')}`,
    '',
    'Epoch Atlas',
  ];
  return { to, subject, text: lines.join('\n') };
}

/** Tells the submitter, after the answer has gone (a mail failure is logged, never the caller's). */
export async function tellSubmitter(em: EntityManager, deps: DecisionMailer, decision: Decision): Promise<void> {
  if (!decision.submitterId) return;
  const submitter = await em.findOne(User, { id: decision.submitterId }, { fields: ['id', 'email'] });
  const mail = submitter ? decisionMail(decision, deps.publicUrl, submitter.email) : null;
  if (mail) sendInBackground(deps.mailer, mail);
}
