/**
 * How often each public action may be called, per client address and per account (an email or a
 * user id). Generous for people, tight for scripts: a person never meets these in normal use.
 * The server enforces them (modules/rate-limit) and /builders lists them from here.
 */
export interface Limit {
  hits: number;
  windowSeconds: number;
}

export interface RateLimitPolicy {
  /** Shown in the 429 message: "Too many {label} attempts". */
  label: string;
  perAddress: Limit;
  perAccount?: Limit;
}

const minutes = (n: number) => n * 60;

export const RATE_LIMIT_POLICIES = {
  // Attempts per address; wrong passwords per account are FAILURE_LIMITS' (they never lock the owner out).
  login: { label: 'sign-in', perAddress: { hits: 30, windowSeconds: minutes(15) } },
  // Sending a new address-confirmation link.
  emailVerification: { label: 'confirmation email', perAddress: { hits: 20, windowSeconds: minutes(60) }, perAccount: { hits: 5, windowSeconds: minutes(60) } },
  register: { label: 'sign-up', perAddress: { hits: 10, windowSeconds: minutes(60) } },
  forgotPassword: { label: 'password reset', perAddress: { hits: 10, windowSeconds: minutes(60) }, perAccount: { hits: 3, windowSeconds: minutes(60) } },
  resetPassword: { label: 'password reset', perAddress: { hits: 20, windowSeconds: minutes(60) } },
  // Following a link from a mail (address or newsletter confirmation): tokens are not guessable, this stops floods.
  confirmLink: { label: 'confirmation', perAddress: { hits: 30, windowSeconds: minutes(60) } },
  newsletter: { label: 'newsletter', perAddress: { hits: 20, windowSeconds: minutes(60) }, perAccount: { hits: 5, windowSeconds: minutes(60) } },
  // Links in newsletter mails (tracking image, click redirect, unsubscribe): many readers can share
  // one address (a company's network, a mail provider's image proxy), so the ceiling is high.
  newsletterLink: { label: 'newsletter link', perAddress: { hits: 600, windowSeconds: minutes(60) } },
  // An admin's campaign writes, previews, tests and sends.
  campaign: { label: 'campaign', perAddress: { hits: 120, windowSeconds: minutes(60) }, perAccount: { hits: 60, windowSeconds: minutes(60) } },
  eventSubmission: { label: 'event submission', perAddress: { hits: 60, windowSeconds: minutes(60) }, perAccount: { hits: 30, windowSeconds: minutes(60) } },
  // Edits, withdrawals, reverts and moderation decisions: moderators make many in a sitting.
  eventEdit: { label: 'event edit', perAddress: { hits: 600, windowSeconds: minutes(60) }, perAccount: { hits: 300, windowSeconds: minutes(60) } },
  mediaUpload: { label: 'upload', perAddress: { hits: 120, windowSeconds: minutes(60) }, perAccount: { hits: 60, windowSeconds: minutes(60) } },
  linkFeedback: { label: 'feedback', perAddress: { hits: 120, windowSeconds: minutes(60) } },
  // Link preview cards and oEmbed answers: a chat app or social site fetches them once per shared link, a crawler a few a minute.
  linkPreview: { label: 'link preview', perAddress: { hits: 600, windowSeconds: minutes(60) } },
  // Adding and removing links between events, and moderators' decisions on suggested ones.
  linkEdit: { label: 'link change', perAddress: { hits: 240, windowSeconds: minutes(60) }, perAccount: { hits: 120, windowSeconds: minutes(60) } },
  // Writing, editing and withdrawing guided stories, and moderators' decisions on them.
  storyEdit: { label: 'story change', perAddress: { hits: 240, windowSeconds: minutes(60) }, perAccount: { hits: 120, windowSeconds: minutes(60) } },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitedAction = keyof typeof RATE_LIMIT_POLICIES;

/**
 * Wrong passwords, counted per failure (modules/auth/login-guard.ts). A stranger's guesses count
 * per account and address, with a higher ceiling per account across all addresses; a browser the
 * account signed in from before counts apart, so the owner there is never locked out.
 */
export const FAILURE_LIMITS = {
  loginPerAccountAndAddress: { hits: 10, windowSeconds: minutes(15) },
  loginPerAccount: { hits: 100, windowSeconds: minutes(15) },
  loginPerTrustedDevice: { hits: 10, windowSeconds: minutes(15) },
  /** The current password asked for by an account change (email, password). */
  currentPasswordPerAccount: { hits: 10, windowSeconds: minutes(15) },
} satisfies Record<string, Limit>;
