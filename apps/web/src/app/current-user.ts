import { createContext, useContext } from 'react';
import { graphql, type ResultOf } from '../graphql/graphql';

/** What the shell needs of the signed-in user; screens ask for more themselves. */
export const meQuery = graphql(`
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
`);

export type CurrentUser = ResultOf<typeof meQuery>['me'];

export const logoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const updateMyLocaleMutation = graphql(`
  mutation UpdateMyLocale($locale: String!) {
    updateMyLocale(locale: $locale) {
      id
      locale
    }
  }
`);

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
