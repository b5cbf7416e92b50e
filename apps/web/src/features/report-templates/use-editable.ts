import { useCurrentUser } from '../../app/current-user';

export const useEditable = () => useCurrentUser().permissions.administrator;
