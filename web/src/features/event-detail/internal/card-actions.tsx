import styled from 'styled-components';
import { buttonStyles, Button, type ButtonStyleProps } from '../../../ui/button';
import { Cluster } from '../../../ui/panel';
import type { EventPermissions } from './use-event-permissions';

export interface CardActionsProps {
  wikiUrl: string | null | undefined;
  permissions: EventPermissions;
  showingHistory: boolean;
  onToggleHistory: () => void;
  /** Absent where the card is shown without an editor (the app decides). */
  onEdit?: () => void;
  onWithdraw: () => void;
}

/**
 * The card's actions, outside its scrolling body so they stay in reach: Learn More (spec section 2),
 * the history, and for those allowed Edit and Withdraw.
 */
export function CardActions({ wikiUrl, permissions, showingHistory, onToggleHistory, onEdit, onWithdraw }: CardActionsProps) {
  return (
    <Cluster $gap={2}>
      {wikiUrl && /^https?:\/\//.test(wikiUrl) ? (
        <LearnMore href={wikiUrl} target="_blank" rel="noopener noreferrer" $variant="primary">
          Learn More
        </LearnMore>
      ) : (
        <Unavailable type="button" disabled>
          More Information Unavailable
        </Unavailable>
      )}
      <Button $size="sm" aria-pressed={showingHistory} onClick={onToggleHistory}>
        {showingHistory ? 'Details' : 'History'}
      </Button>
      {permissions.canEdit && onEdit && (
        <Button $size="sm" onClick={onEdit}>
          Edit
        </Button>
      )}
      {permissions.canWithdraw && (
        <Button $size="sm" $variant="quiet" onClick={onWithdraw}>
          Withdraw
        </Button>
      )}
    </Cluster>
  );
}

const LearnMore = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  display: inline-block;
  text-decoration: none;
`;

const Unavailable = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;
