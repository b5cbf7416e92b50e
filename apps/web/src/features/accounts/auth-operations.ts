import { gql } from 'urql';

export const loginMutation = gql<
  { login: { expires_at: string; user: { id: string; locale: string } } },
  { email: string; password: string }
>`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      expires_at
      user {
        id
        locale
      }
    }
  }
`;

export const requestPasswordResetMutation = gql<
  { requestPasswordReset: boolean },
  { email: string; locale: string }
>`
  mutation RequestPasswordReset($email: String!, $locale: String) {
    requestPasswordReset(email: $email, locale: $locale)
  }
`;

export const resetPasswordMutation = gql<
  { resetPassword: boolean },
  { token: string; password: string; passwordConfirmation: string }
>`
  mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {
    resetPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation)
  }
`;

export const changePasswordMutation = gql<
  { changePassword: boolean },
  { currentPassword: string; password: string; passwordConfirmation: string }
>`
  mutation ChangePassword(
    $currentPassword: String!
    $password: String!
    $passwordConfirmation: String!
  ) {
    changePassword(
      currentPassword: $currentPassword
      password: $password
      passwordConfirmation: $passwordConfirmation
    )
  }
`;
