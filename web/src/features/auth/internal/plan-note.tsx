import styled from 'styled-components';
import { FuturePlans } from '../../../ui/future-plans';

/** ?plan=creator|scholar and ?info=features open the matching note (the plans are not on sale yet). */
export function PlanNote({ plan, info }: { plan: string | null; info: string | null }) {
  if (plan === 'creator' || plan === 'scholar')
    return (
      <Note role="note">
        The {plan === 'creator' ? 'Creator plan ($9/month)' : 'Scholar plan ($19/month)'} is coming soon. Sign in or create a free Explorer account now, and we
        will tell you when it opens.
      </Note>
    );
  if (info === 'features')
    return (
      <Note role="note">
        <FuturePlans />
      </Note>
    );
  return null;
}

const Note = styled.div`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 0.85rem;
`;
