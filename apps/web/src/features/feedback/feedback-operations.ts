import { gql } from 'urql';

export interface AppFeedbackItem {
  id: string;
  message: string;
  page: string | null;
  created_at: string;
  user: { id: string; full_name: string };
}

export const appFeedbackQuery = gql<{ appFeedback: AppFeedbackItem[] }, Record<string, never>>`
  query AppFeedback {
    appFeedback {
      id
      message
      page
      created_at
      user {
        id
        full_name
      }
    }
  }
`;

export const createAppFeedbackMutation = gql<
  { createAppFeedback: AppFeedbackItem },
  { message: string; page: string | null }
>`
  mutation CreateAppFeedback($message: String!, $page: String) {
    createAppFeedback(message: $message, page: $page) {
      id
      message
      page
      created_at
      user {
        id
        full_name
      }
    }
  }
`;
