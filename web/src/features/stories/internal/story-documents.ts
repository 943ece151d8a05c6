import { graphql } from '../../../gql';

export const StoryQuery = graphql(`
  query StoryToPlay($id: ID!) {
    story(id: $id) {
      id
      title
      summary
      status
      authorName
      canEdit
      steps {
        title
        html
        startYear
        endYear
        longitude
        latitude
        zoom
        mode
        periods
        events {
          id
          name
        }
      }
    }
  }
`);

export const StoriesQuery = graphql(`
  query PublishedStories($after: String) {
    stories(first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          title
          summary
          authorName
          steps {
            title
          }
        }
      }
    }
  }
`);

export const StoryToEditQuery = graphql(`
  query StoryToEdit($id: ID!) {
    story(id: $id) {
      id
      title
      summary
      status
      version
      canEdit
      steps {
        title
        text
        startYear
        endYear
        longitude
        latitude
        zoom
        mode
        periods
        eventIds
      }
    }
  }
`);

export const CreateStoryMutation = graphql(`
  mutation CreateStory($input: StoryInput!) {
    createStory(input: $input) {
      id
      status
      version
    }
  }
`);

export const UpdateStoryMutation = graphql(`
  mutation UpdateStory($id: ID!, $version: Int!, $input: StoryInput!) {
    updateStory(id: $id, version: $version, input: $input) {
      id
      status
      version
    }
  }
`);

export const StoryModerationQueueQuery = graphql(`
  query StoryModerationQueue {
    storyModerationQueue {
      id
      title
      summary
      status
      authorName
      updatedAt
      steps {
        title
      }
      revisions {
        id
        status
        title
        authorName
        createdAt
      }
    }
  }
`);

export const AcceptStoryMutation = graphql(`
  mutation AcceptStory($id: ID!, $note: String) {
    acceptStory(id: $id, note: $note) {
      id
      status
    }
  }
`);

export const RejectStoryMutation = graphql(`
  mutation RejectStory($id: ID!, $reason: String!) {
    rejectStory(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

export const StoryEventSearchQuery = graphql(`
  query StoryEventSearch($query: String!) {
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

export const MyStoriesQuery = graphql(`
  query MyStories {
    myStories {
      id
      title
      status
      updatedAt
      steps {
        title
      }
      revisions {
        id
        status
      }
    }
  }
`);

export const WithdrawStoryMutation = graphql(`
  mutation WithdrawStory($id: ID!) {
    withdrawStory(id: $id) {
      id
      status
    }
  }
`);
