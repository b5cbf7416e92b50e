import { useQuery } from 'urql';
import {
  peopleListsQuery,
  peopleLookupsQuery,
  peopleTypenames,
  personQuery,
  type PeopleLists,
} from './people-operations';

/** One person with their certificates, equipment, capabilities and signature. */
export function usePerson(userId: string | undefined) {
  const [result] = useQuery({
    query: personQuery,
    variables: { id: userId ?? '' },
    context: peopleTypenames,
    pause: !userId,
  });
  return result;
}

/** The lookup lists a person's records pick from, in the organisation's variable set. */
export function usePeopleLists(): PeopleLists | undefined {
  const [setResult] = useQuery({ query: peopleLookupsQuery });
  const setId = setResult.data?.me.inventarisatie_user?.organisation.variable_set?.id;
  const [listsResult] = useQuery({
    query: peopleListsQuery,
    variables: { set: setId ?? '' },
    pause: !setId,
  });
  return listsResult.data;
}
