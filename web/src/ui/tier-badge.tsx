import type { NewsletterTier, NewsletterTopic } from '@domain/enums';
import { NEWSLETTERS, tierLabel } from '@domain/newsletters';
import styled from 'styled-components';

/** FREE or PREMIUM beside a newsletter's name (spec section 6: labelled, not gated). */
export function TierBadge({ tier }: { tier: NewsletterTier }) {
  return <Badge $premium={tier === 'premium'}>{tierLabel(tier)}</Badge>;
}

/** A newsletter by its spec name with its tier label: "Deep Dive Discoveries PREMIUM". */
export function NewsletterLabel({ topic, cadence = false }: { topic: NewsletterTopic; cadence?: boolean }) {
  const newsletter = NEWSLETTERS[topic];
  return (
    <span>
      {newsletter.name}
      {cadence && newsletter.cadence ? ` (${newsletter.cadence})` : ''} <TierBadge tier={newsletter.tier} />
    </span>
  );
}

const Badge = styled.span<{ $premium: boolean }>`
  display: inline-block;
  padding: 1px 6px;
  border-radius: 999px;
  font-size: 0.68rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  vertical-align: middle;
  color: ${({ $premium }) => ($premium ? '#1c1403' : '#052e16')};
  background: ${({ $premium }) => ($premium ? '#fbbf24' : '#86efac')};
`;
