/**
 * How often each public action may be called, per client address and per account (an email or a
 * user id). Generous for people, tight for scripts: a person never meets these in normal use.
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
  login: { label: 'sign-in', perAddress: { hits: 30, windowSeconds: minutes(15) }, perAccount: { hits: 10, windowSeconds: minutes(15) } },
  register: { label: 'sign-up', perAddress: { hits: 10, windowSeconds: minutes(60) } },
  forgotPassword: { label: 'password reset', perAddress: { hits: 10, windowSeconds: minutes(60) }, perAccount: { hits: 3, windowSeconds: minutes(60) } },
  resetPassword: { label: 'password reset', perAddress: { hits: 20, windowSeconds: minutes(60) } },
  newsletter: { label: 'newsletter', perAddress: { hits: 20, windowSeconds: minutes(60) }, perAccount: { hits: 5, windowSeconds: minutes(60) } },
  eventSubmission: { label: 'event submission', perAddress: { hits: 60, windowSeconds: minutes(60) }, perAccount: { hits: 30, windowSeconds: minutes(60) } },
  mediaUpload: { label: 'upload', perAddress: { hits: 120, windowSeconds: minutes(60) }, perAccount: { hits: 60, windowSeconds: minutes(60) } },
  linkFeedback: { label: 'feedback', perAddress: { hits: 120, windowSeconds: minutes(60) } },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitedAction = keyof typeof RATE_LIMIT_POLICIES;
