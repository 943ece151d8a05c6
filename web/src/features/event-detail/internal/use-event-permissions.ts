import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useCurrentUser } from '../../../lib/current-user';

const EventPermissionsQuery = graphql(`
  query EventPermissions($eventId: ID!) {
    eventPermissions(eventId: $eventId) {
      canEdit
      editNeedsReview
      canWithdraw
      canRevert
    }
  }
`);

export interface EventPermissions {
  canEdit: boolean;
  editNeedsReview: boolean;
  canWithdraw: boolean;
  canRevert: boolean;
}

const NONE: EventPermissions = { canEdit: false, editNeedsReview: false, canWithdraw: false, canRevert: false };

/**
 * What the signed-in viewer may do with the event (edit, withdraw, revert), as the server decides
 * it; nothing while checking or signed out (no request is made then). Asked apart from the event,
 * whose reads are shared between viewers.
 */
export function useEventPermissions(eventId: string): EventPermissions {
  const user = useCurrentUser();
  const { data } = useQuery(EventPermissionsQuery, { variables: { eventId }, skip: !user, fetchPolicy: 'network-only' });
  return user && data ? data.eventPermissions : NONE;
}
