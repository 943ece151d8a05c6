import { graphql } from '../../../../gql';

/** The event's links with both ends' names: public, the same for every viewer (cached by the server). */
export const EventLinksQuery = graphql(`
  query EventLinks($id: ID!) {
    event(id: $id) {
      id
      relationships {
        id
        relationshipType
        connectionType
        reason
        description
        source {
          id
          name
        }
        target {
          id
          name
        }
      }
    }
  }
`);

/** The viewer's side of those links (their answers, their links, moderators' counts): asked apart, never cached. */
export const EventLinkReviewQuery = graphql(`
  query EventLinkReview($id: ID!) {
    eventLinkReview(eventId: $id) {
      relationshipId
      yourAnswer
      addedByYou
      feedback {
        looksRight
        notRelated
      }
    }
    eventPermissions(eventId: $id) {
      isSubmitter
    }
  }
`);

export const AnswerSuggestedLink = graphql(`
  mutation AnswerSuggestedLink($id: ID!, $answer: LinkFeedbackAnswer!) {
    answerSuggestedLink(id: $id, answer: $answer) {
      previousAnswer
      feedback {
        id
        answer
      }
    }
  }
`);

export const ConfirmSuggestedLink = graphql(`
  mutation ConfirmSuggestedLink($id: ID!, $relationshipType: RelationshipType!) {
    confirmSuggestedLink(id: $id, relationshipType: $relationshipType) {
      id
      connectionType
      relationshipType
    }
  }
`);

export const DismissSuggestedLink = graphql(`
  mutation DismissSuggestedLink($id: ID!) {
    dismissSuggestedLink(id: $id)
  }
`);

export const AddEventRelationship = graphql(`
  mutation AddEventRelationship($sourceEventId: ID!, $targetEventId: ID!, $relationshipType: RelationshipType!, $description: String) {
    addEventRelationship(sourceEventId: $sourceEventId, targetEventId: $targetEventId, relationshipType: $relationshipType, description: $description) {
      id
    }
  }
`);

export const RemoveEventRelationship = graphql(`
  mutation RemoveEventRelationship($id: ID!) {
    removeEventRelationship(id: $id)
  }
`);

export const LinkTargetSearch = graphql(`
  query LinkTargetSearch($query: String!) {
    searchEvents(query: $query, first: 8) {
      edges {
        node {
          id
          name
          startYear
        }
      }
    }
  }
`);
