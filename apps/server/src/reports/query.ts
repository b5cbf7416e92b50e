import {
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { queryLimits } from '../graphql/limits';

export type ReportQueryCheck =
  { ok: true; document: DocumentNode | null } | { ok: false; message: string };

/** The one variable a report query may declare: the survey the report is made for. */
export const reportQueryVariable = 'survey';

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  document: DocumentNode,
  seen: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, document, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, document, seen));
    } else if (!seen.has(selection.name.value)) {
      const fragment = document.definitions.find(
        (definition) =>
          definition.kind === Kind.FRAGMENT_DEFINITION &&
          definition.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) {
        deepest = Math.max(
          deepest,
          depthOf(fragment.selectionSet, document, new Set([...seen, selection.name.value])),
        );
      }
    }
  }
  return deepest;
}

/**
 * Whether a report element's query may run: empty (the markup gets no data), or one query
 * operation valid against the schema, declaring at most `$survey: ID!`, no deeper than the
 * API allows. Mutations and subscriptions are refused: a report only reads.
 */
export function checkReportQuery(schema: GraphQLSchema, text: string): ReportQueryCheck {
  if (text.trim() === '') return { ok: true, document: null };
  let document: DocumentNode;
  try {
    document = parse(text, { maxTokens: 10_000 });
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1) return { ok: false, message: 'Write exactly one query' };
  const operation = operations[0]!;
  if (operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') {
    return { ok: false, message: 'Only a query can be used in a report' };
  }
  for (const variable of operation.variableDefinitions ?? []) {
    const name = variable.variable.name.value;
    const type = variable.type.kind === Kind.NON_NULL_TYPE ? variable.type.type : variable.type;
    if (name !== reportQueryVariable || type.kind !== Kind.NAMED_TYPE || type.name.value !== 'ID') {
      return { ok: false, message: `The only variable is $${reportQueryVariable}: ID!` };
    }
  }
  const errors = validate(schema, document, specifiedRules);
  if (errors.length > 0) return { ok: false, message: errors[0]!.message };
  if (depthOf(operation.selectionSet, document, new Set()) > queryLimits.maxDepth) {
    return { ok: false, message: `The query is deeper than ${queryLimits.maxDepth} levels` };
  }
  return { ok: true, document };
}
