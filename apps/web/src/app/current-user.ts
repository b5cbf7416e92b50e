import type { Permissions } from '@vezel/domain/rules/roles';
import { createContext, useContext } from 'react';
import { gql } from 'urql';

export interface CurrentUser {
  id: string;
  name: string;
  full_name: string;
  email: string;
  locale: string;
  permissions: Permissions;
  inventarisatie_user: {
    id: string;
    inventarisatie_rol: { id: string; value: string };
    organisation: { id: string; naam: string };
  } | null;
}

/** What the shell needs of the signed-in user; screens ask for more themselves. */
export const meQuery = gql<{ me: CurrentUser }, Record<string, never>>`
  query Me {
    me {
      id
      name
      full_name
      email
      locale
      permissions {
        manager
        administrator
        subscription
        developer
      }
      inventarisatie_user {
        id
        inventarisatie_rol {
          id
          value
        }
        organisation {
          id
          naam
        }
      }
    }
  }
`;

export const logoutMutation = gql<{ logout: boolean }, Record<string, never>>`
  mutation Logout {
    logout
  }
`;

export const updateMyLocaleMutation = gql<
  { updateMyLocale: { id: string; locale: string } },
  { locale: string }
>`
  mutation UpdateMyLocale($locale: String!) {
    updateMyLocale(locale: $locale) {
      id
      locale
    }
  }
`;

/** The signed-in user while one is known; null on public pages and while loading. */
export const CurrentUserContext = createContext<CurrentUser | null>(null);

export function useOptionalCurrentUser(): CurrentUser | null {
  return useContext(CurrentUserContext);
}

/** For screens behind the auth gate, which renders them only once the user is known. */
export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is used outside the signed-in part of the app');
  return user;
}
