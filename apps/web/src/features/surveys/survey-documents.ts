import { graphql, type ResultOf } from '../../graphql/graphql';

/** An item of a lookup list of the organisation's variable set, as a form offers it. */
export const lookupItemFragment = graphql(`
  fragment LookupItem on VariableItem {
    id
    value
    active
  }
`);

export type LookupItem = ResultOf<typeof lookupItemFragment>;
