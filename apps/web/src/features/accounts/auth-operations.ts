import { graphql } from '../../graphql/graphql';

export const loginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      expires_at
      user {
        id
        locale
      }
    }
  }
`);

export const requestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!, $locale: String) {
    requestPasswordReset(email: $email, locale: $locale)
  }
`);

export const resetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {
    resetPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation)
  }
`);

export const changePasswordMutation = graphql(`
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
`);
