/**
 * The three newsletters of spec section 6, by name and tier, for every place that shows them (the
 * card, registration, Newsletter Preferences, the admin tables) and for the mails themselves. Each
 * is one value of NEWSLETTER_TOPIC, the word subscribers' preferences store.
 */
import type { NewsletterTier, NewsletterTopic } from './enums.js';

export interface Newsletter {
  topic: NewsletterTopic;
  name: string;
  tier: NewsletterTier;
  /** How often it goes out, when the spec says. */
  cadence: string | null;
}

export const NEWSLETTERS: Readonly<Record<NewsletterTopic, Newsletter>> = {
  weeklyDigest: { topic: 'weeklyDigest', name: 'This Week in History', tier: 'free', cadence: 'weekly' },
  premiumInsights: { topic: 'premiumInsights', name: 'Deep Dive Discoveries', tier: 'premium', cadence: 'monthly' },
  historianCorner: { topic: 'historianCorner', name: "Curator's Corner", tier: 'premium', cadence: null },
};

/** The label the spec shows beside a newsletter: FREE or PREMIUM. */
export const tierLabel = (tier: NewsletterTier): string => tier.toUpperCase();
