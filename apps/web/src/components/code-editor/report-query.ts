import { Kind, parse, validate, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

/**
 * Why a report element's query cannot run, checked as it is typed, as the server checks it
 * on save (apps/server/src/reports/query.ts): graphql's own message for a syntax or schema
 * error, a key for the report's rules (one query, no variable but `$survey: ID`). The
 * server also limits the depth; the field shows its message after a save.
 */
export type ReportQueryProblem =
  { kind: 'graphql'; message: string } | { kind: 'oneQuery' | 'onlyQuery' | 'variable' };

const surveyVariable = (operation: OperationDefinitionNode) =>
  (operation.variableDefinitions ?? []).every((definition) => {
    const type =
      definition.type.kind === Kind.NON_NULL_TYPE ? definition.type.type : definition.type;
    return (
      definition.variable.name.value === 'survey' &&
      type.kind === Kind.NAMED_TYPE &&
      type.name.value === 'ID'
    );
  });

/**
 * Null when the query may be saved (an empty one too: the markup then gets no data).
 * Without a schema (still loading, see report-schema.ts) only the syntax and the report's
 * rules are checked.
 */
export function reportQueryProblem(
  text: string,
  against: GraphQLSchema | null,
): ReportQueryProblem | null {
  if (text.trim() === '') return null;
  let document;
  try {
    document = parse(text, { maxTokens: 10_000 });
  } catch (error) {
    return { kind: 'graphql', message: error instanceof Error ? error.message : String(error) };
  }
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1) return { kind: 'oneQuery' };
  const [operation] = operations;
  if (operation!.operation !== 'query') return { kind: 'onlyQuery' };
  if (!surveyVariable(operation!)) return { kind: 'variable' };
  if (!against) return null;
  const [first] = validate(against, document);
  return first ? { kind: 'graphql', message: first.message } : null;
}
