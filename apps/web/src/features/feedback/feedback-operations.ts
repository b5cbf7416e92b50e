import { graphql } from '../../graphql/graphql';

const appFeedbackFragment = graphql(`
  fragment AppFeedbackItem on AppFeedback {
    id
    message
    page
    created_at
    user {
      id
      full_name
    }
  }
`);

export const appFeedbackQuery = graphql(
  `
    query AppFeedback {
      appFeedback {
        ...AppFeedbackItem
      }
    }
  `,
  [appFeedbackFragment],
);

export const createAppFeedbackMutation = graphql(
  `
    mutation CreateAppFeedback($message: String!, $page: String) {
      createAppFeedback(message: $message, page: $page) {
        ...AppFeedbackItem
      }
    }
  `,
  [appFeedbackFragment],
);
