import { memo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { periodByKey } from '@domain/periods';
import { formatEventDates } from '@domain/date-label';
import { eventJsonLd, wikidataUrl } from '@domain/event-json-ld';
import { VERIFICATION_STYLES, type VerificationStatus } from '@domain/verification';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { withWords } from '../../lib/graphql-words';
import { useJsonLd } from '../../lib/page-meta';
import { CONNECTION_TYPE, MEDIA_TYPE, PERIOD, RELATIONSHIP_TYPE, VERIFICATION_STATUS } from '@domain/enums';
import { CloseButton } from '../../ui/button';
import { Panel, Pill } from '../../ui/panel';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { AttachedMedia } from './internal/attached-media';
import { CardActions } from './internal/card-actions';
import { EventHistory } from './internal/event-history';
import { EventSources } from './internal/event-sources';
import { LinkedConnection } from './internal/linked-connection';
import { EventLinks } from './internal/links/event-links';
import { useEventPermissions } from './internal/use-event-permissions';
import { WithdrawDialog } from './internal/withdraw-dialog';

const EventDetailQuery = graphql(`
  query EventDetail($id: ID!) {
    event(id: $id) {
      id
      name
      period
      startDate
      endDate
      startYear
      endYear
      location
      latitude
      longitude
      coordinates
      battleType
      casualties
      significance
      description
      participants
      attachedMedia {
        type
        name
        url
      }
      wikiUrl
      wikidataId
      verificationStatus
      linkedEventId
      relationshipType
      connectionType
      linkedEvent {
        id
        name
      }
      version
      sources {
        title
        url
        note
      }
    }
  }
`);

export const WITHDRAWN_TOAST = 'Your event is withdrawn: it has left the map.';

export interface EventDetailCardProps {
  eventId: string;
  onClose: () => void;
  onJump: (id: string) => void;
  /** Opens the editor on the event (shown to those allowed: its submitter, moderators and admins). */
  onEdit?: (id: string) => void;
  onToast?: (text: string) => void;
  /** The event was withdrawn or reverted here: what the map draws changed. */
  onDataChanged?: () => void;
}

/**
 * The event detail card (spec section 2), top right; details come from GraphQL when opened. Its
 * History view lists the changes (issue 25); its submitter edits or withdraws it, moderators edit
 * and revert.
 */
export const EventDetailCard = memo(function EventDetailCard({ eventId, onClose, onJump, onEdit, onToast, onDataChanged }: EventDetailCardProps) {
  const { data, loading } = useQuery(EventDetailQuery, { variables: { id: eventId } });
  const permissions = useEventPermissions(eventId);
  // Which event's history shows: another event opened in the card starts on its details.
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const showingHistory = historyOf === eventId;
  const e = data?.event
    ? withWords(data.event, { period: PERIOD, verificationStatus: VERIFICATION_STATUS, relationshipType: RELATIONSHIP_TYPE, connectionType: CONNECTION_TYPE })
    : null;
  useJsonLd(e ? eventJsonLd(e, `${window.location.origin}/?event=${encodeURIComponent(e.id)}`) : null);
  if (loading && !e) return <Card as="aside" $floating aria-busy="true" aria-label="Event details" />;
  if (!e) return null;
  return (
    <Card as="aside" $floating aria-label="Event details">
      <Body>
        <Close label="Close details" onClick={onClose} />
        <Name>{e.name}</Name>
        {showingHistory ? (
          <EventHistory eventId={e.id} canRevert={permissions.canRevert} onReverted={onDataChanged} />
        ) : (
          <>
            <Meta>{periodByKey(e.period)?.name ?? e.period}</Meta>
            <Meta data-testid="event-dates">{formatEventDates(e)}</Meta>
            <Meta>{e.location}</Meta>
            <Meta>{e.coordinates}</Meta>
            {e.wikidataId && (
              <Meta>
                <a href={wikidataUrl(e.wikidataId)} target="_blank" rel="noopener noreferrer">
                  Wikidata {e.wikidataId}
                </a>
              </Meta>
            )}
            <StatusBadge status={e.verificationStatus} />
            {(e.battleType || e.casualties != null) && (
              <Battle>
                {e.battleType && <span>Battle type: {e.battleType}</span>}
                {e.casualties != null && <span>Casualties: {e.casualties.toLocaleString('en')}</span>}
              </Battle>
            )}
            <Heading>Historical Significance</Heading>
            <Text>{e.significance}</Text>
            <Heading>Description</Heading>
            <Text>{e.description}</Text>
            {e.participants.length > 0 && (
              <>
                <Heading>Key Participants</Heading>
                <Badges>
                  {e.participants.map((p) => (
                    <Pill key={p}>{p}</Pill>
                  ))}
                </Badges>
              </>
            )}
            <AttachedMedia media={e.attachedMedia.map((m) => withWords(m, { type: MEDIA_TYPE }))} />
            <EventSources sources={e.sources} />
            {e.linkedEventId && (
              <LinkedConnection
                eventId={e.id}
                linkedEventId={e.linkedEventId}
                linkedEvent={e.linkedEvent ?? null}
                relationshipType={e.relationshipType ?? null}
                connectionType={e.connectionType}
                onJump={onJump}
              />
            )}
            <EventLinks eventId={e.id} onJump={onJump} />
          </>
        )}
      </Body>
      {/* Outside the scrolling body: the action stays in reach however long the text. */}
      <Actions>
        <CardActions
          wikiUrl={e.wikiUrl}
          permissions={permissions}
          showingHistory={showingHistory}
          onToggleHistory={() => setHistoryOf(showingHistory ? null : e.id)}
          onEdit={onEdit && (() => onEdit(e.id))}
          onWithdraw={() => setWithdrawing(true)}
        />
      </Actions>
      {withdrawing && (
        <WithdrawDialog
          event={e}
          onCancel={() => setWithdrawing(false)}
          onWithdrawn={() => {
            setWithdrawing(false);
            onToast?.(WITHDRAWN_TOAST);
            onDataChanged?.();
            onClose();
          }}
        />
      )}
    </Card>
  );
});

/** The verification state (spec section 4): its label and colour, its description on hover and for readers. */
function StatusBadge({ status }: { status: string }) {
  const style = VERIFICATION_STYLES[status as VerificationStatus];
  if (!style) return null;
  return (
    <Status $color={style.color} title={style.description} data-testid="verification-status">
      {style.label}
      <VisuallyHidden>: {style.description}</VisuallyHidden>
    </Status>
  );
}

const Status = styled.p<{ $color: string }>`
  display: inline-block;
  margin: 6px 0 0;
  padding: 1px 8px;
  border-radius: 999px;
  border: 1px solid ${({ $color }) => $color};
  color: ${({ $color }) => $color};
  font-size: 0.75rem;
`;

/*
 * Top right under the header and the search navigator, down to the timeline (--timeline-top, set
 * by the main screen); on a phone a bottom sheet that stops below the header, its navigator and
 * the zoom buttons. Its body scrolls, its action stays.
 */
const Card = styled(Panel)`
  position: absolute;
  z-index: 3;
  top: 124px;
  right: ${({ theme }) => theme.space(3)};
  width: min(360px, calc(100% - 24px));
  max-height: calc(100% - 124px - var(--timeline-top, 170px) - 12px);
  display: flex;
  flex-direction: column;
  padding: 0;
  overflow: hidden;
  @media (max-width: 1120px) {
    /* The chat and zoom buttons sit just above the timeline here: the card stops above them. */
    max-height: calc(100% - 124px - var(--timeline-top, 170px) - 64px);
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    top: auto;
    left: 0;
    right: 0;
    bottom: 0;
    width: auto;
    max-height: min(62%, calc(100% - 132px));
    /* It lies over the legend and the timeline: their text must not show through the card's. */
    background: ${({ theme }) => theme.colors.surfaceSolid};
    border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  flex: none;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Close = styled(CloseButton)`
  float: right;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Name = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.15rem;
`;

const Meta = styled.p`
  margin: 2px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

const Battle = styled.p`
  display: flex;
  gap: 12px;
  font-size: 0.85rem;
`;

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
  font-size: 0.9rem;
`;

const Text = styled.p`
  margin: 0;
  font-size: 0.88rem;
  line-height: 1.45;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
