import { useQuery } from '@apollo/client/react';
import { formatEventDates } from '@domain/date-label';
import { useState } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { NO_WIKI_ALERT, participantsSummary, popupDescription } from './internal/popup-text';

const EventPopupQuery = graphql(`
  query EventPopup($id: ID!) {
    event(id: $id) {
      id
      name
      startDate
      endDate
      startYear
      endYear
      latitude
      longitude
      description
      participants
      wikiUrl
      verificationStatus
    }
  }
`);

/** A hovered event's popup opens after this long (spec: "a pending popup opens after 1 s"). */
export const PENDING_POPUP_MS = 1000;

export interface EventPopupProps {
  eventId: string;
  onClose: () => void;
  onAddStory: (eventId: string) => void;
  onShare: (event: { id: string; name: string; description: string }) => void;
}

/** The map popup of one event (spec section 2): summary plus 'Add Your Story', 'Learn More', 'Share'. */
export function EventPopup({ eventId, onClose, onAddStory, onShare }: EventPopupProps) {
  const { data } = useQuery(EventPopupQuery, { variables: { id: eventId } });
  const [alert, setAlert] = useState<string | null>(null);
  const e = data?.event;
  if (!e) return null;
  const { names, more } = participantsSummary(e.participants);
  const wiki = e.wikiUrl && /^https?:\/\//i.test(e.wikiUrl) ? e.wikiUrl : null;
  return (
    <Popup latitude={e.latitude} longitude={e.longitude} anchor="bottom" offset={14} maxWidth="320px" closeOnClick={false} onClose={onClose}>
      <Body role="dialog" aria-label={`Event: ${e.name}`} data-testid="event-popup">
        <Name>{e.name}</Name>
        <Dates>{formatEventDates(e)}</Dates>
        <Description data-testid="popup-description">{popupDescription(e.description)}</Description>
        {names.length > 0 && (
          <People data-testid="popup-participants">
            {names.map((p) => (
              <Badge key={p}>{p}</Badge>
            ))}
            {more && <More>{more}</More>}
          </People>
        )}
        {alert && <Alert role="alert">{alert}</Alert>}
        <Buttons>
          <PopupButton type="button" onClick={() => onAddStory(e.id)}>
            Add Your Story
          </PopupButton>
          <PopupButton
            type="button"
            onClick={() => {
              if (wiki) window.open(wiki, '_blank', 'noopener,noreferrer');
              else setAlert(NO_WIKI_ALERT);
            }}
          >
            Learn More
          </PopupButton>
          <PopupButton type="button" onClick={() => onShare({ id: e.id, name: e.name, description: e.description })}>
            Share
          </PopupButton>
        </Buttons>
      </Body>
    </Popup>
  );
}

const Body = styled.div`
  color: #0f172a;
  font-size: 0.82rem;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 0.95rem;
  padding-right: 14px;
`;

const Dates = styled.div`
  color: #475569;
`;

const Description = styled.p`
  margin: 0;
`;

const People = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Badge = styled.span`
  padding: 1px 6px;
  border-radius: 999px;
  background: #e2e8f0;
`;

const More = styled.span`
  color: #475569;
`;

const Alert = styled.p`
  margin: 0;
  padding: 4px 6px;
  background: #fef3c7;
  border-radius: 4px;
`;

const Buttons = styled.div`
  display: flex;
  gap: 4px;
  flex-wrap: wrap;
`;

const PopupButton = styled.button`
  padding: 4px 8px;
  border: 1px solid #cbd5e1;
  border-radius: 4px;
  background: #f8fafc;
  color: #0f172a;
  cursor: pointer;
  &:hover {
    background: #ede9fe;
  }
`;
