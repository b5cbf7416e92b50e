import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  domainMessages,
  translate,
  type DomainMessageKey,
  type Locale,
  type RuleFailure,
} from '@vezel/domain';
import {
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type GraphQLError,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { queryLimits } from '../graphql/limits';

/** The report's own rules a query can break, each a message key of its own. */
type ReportQueryRule =
  | 'oneQuery'
  | 'onlyQuery'
  | 'variable'
  | 'printField'
  | 'tooDeep'
  | 'tooManyAliases'
  | 'tooManyDirectives'
  | 'tooCostly';

/**
 * Why a report element's query may not run: graphql's own message for a syntax or schema
 * error (kept as the detail), else one of the report's rules, a message key the caller
 * reads in their language (the web's code editor uses the same keys).
 */
export type ReportQueryProblem = { kind: 'graphql'; message: string } | { kind: ReportQueryRule };

export type ReportQueryCheck =
  { ok: true; document: DocumentNode | null } | { ok: false; problem: ReportQueryProblem };

/** The one variable a report query may declare: the survey the report is made for. */
export const reportQueryVariable = 'survey';

/**
 * Fields a report may not ask: the report's print runs every element's query again (an
 * element asking for it would print itself without end), and the print's own state.
 */
const printFields = new Set(['surveyReportPrint', 'reportPrinting']);

// graphql-armor's rules throw their refusal by default; reported, `validate` returns it.
const reported = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
  ],
};

/** The API's limits (graphql-armor in yoga.ts), which `execute` alone does not apply. */
const limitRules: [ReportQueryRule, ValidationRule][] = [
  ['tooManyAliases', maxAliasesRule({ n: queryLimits.maxAliases, ...reported })],
  ['tooManyDirectives', maxDirectivesRule({ n: queryLimits.maxDirectives, ...reported })],
  ['tooCostly', costLimitRule({ maxCost: queryLimits.maxCost, ...reported })],
];

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

const asksPrint = (document: DocumentNode): boolean => {
  let found = false;
  visit(document, {
    Field(node) {
      if (printFields.has(node.name.value)) found = true;
    },
  });
  return found;
};

const refused = (problem: ReportQueryProblem): ReportQueryCheck => ({ ok: false, problem });

/**
 * Whether a report element's query may run: empty (the markup gets no data), or one query
 * operation valid against the schema, declaring at most `$survey: ID!`, not asking for a
 * report's print, within the API's depth, alias, directive and cost limits. Mutations and
 * subscriptions are refused: a report only reads. Saving an element and printing it both
 * check, so an element saved before a rule existed does not run either.
 */
export function checkReportQuery(schema: GraphQLSchema, text: string): ReportQueryCheck {
  if (text.trim() === '') return { ok: true, document: null };
  let document: DocumentNode;
  try {
    document = parse(text, { maxTokens: queryLimits.maxTokens });
  } catch (error) {
    return refused({
      kind: 'graphql',
      message: error instanceof Error ? error.message : String(error),
    });
  }
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1) return refused({ kind: 'oneQuery' });
  const operation = operations[0]!;
  if (operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') {
    return refused({ kind: 'onlyQuery' });
  }
  for (const variable of operation.variableDefinitions ?? []) {
    const name = variable.variable.name.value;
    const type = variable.type.kind === Kind.NON_NULL_TYPE ? variable.type.type : variable.type;
    if (name !== reportQueryVariable || type.kind !== Kind.NAMED_TYPE || type.name.value !== 'ID') {
      return refused({ kind: 'variable' });
    }
  }
  const [invalid] = validate(schema, document, specifiedRules);
  if (invalid) return refused({ kind: 'graphql', message: invalid.message });
  if (asksPrint(document)) return refused({ kind: 'printField' });
  if (depthOf(operation.selectionSet, document, new Set()) > queryLimits.maxDepth) {
    return refused({ kind: 'tooDeep' });
  }
  for (const [kind, rule] of limitRules) {
    if (validate(schema, document, [rule]).length > 0) return refused({ kind });
  }
  return { ok: true, document };
}

const problemKeys = {
  oneQuery: 'reportTemplates.query.oneQuery',
  onlyQuery: 'reportTemplates.query.onlyQuery',
  variable: 'reportTemplates.query.variable',
  printField: 'reportTemplates.query.printField',
  tooDeep: 'reportTemplates.query.tooDeep',
  tooManyAliases: 'reportTemplates.query.tooManyAliases',
  tooManyDirectives: 'reportTemplates.query.tooManyDirectives',
  tooCostly: 'reportTemplates.query.tooCostly',
} satisfies Record<ReportQueryRule, DomainMessageKey>;

/** A refusal as the query field shows it, its detail in the caller's language. */
export function reportQueryFailure(problem: ReportQueryProblem, locale: Locale): RuleFailure {
  const message =
    problem.kind === 'graphql'
      ? problem.message
      : translate(domainMessages, locale, problemKeys[problem.kind], {
          depth: queryLimits.maxDepth,
          aliases: queryLimits.maxAliases,
          directives: queryLimits.maxDirectives,
        });
  return { key: 'reportTemplates.invalidQuery', values: { message } };
}
