import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaText from '../../graphql/schema.graphql?raw';
import { reportQueryProblem as checkAgainst } from './report-query';

// The app's schema as the server prints it: the one the editor gets by introspection.
const schema = buildSchema(schemaText);
const reportQueryProblem = (text: string) => checkAgainst(text, schema);

// The checks the code editor runs as a query is typed, against the schema the server prints.
describe('reportQueryProblem', () => {
  it('passes an empty query and a valid query of the survey', () => {
    expect(reportQueryProblem('  ')).toBeNull();
    expect(
      reportQueryProblem('query ($survey: ID!) { onderzoek(id: $survey) { id number } }'),
    ).toBeNull();
  });

  it("gives graphql's message for a syntax or schema error", () => {
    expect(reportQueryProblem('query { onderzoek(id: 1 ')).toMatchObject({ kind: 'graphql' });
    expect(
      reportQueryProblem('query ($survey: ID!) { onderzoek(id: $survey) { bestaatniet } }'),
    ).toEqual({
      kind: 'graphql',
      message: 'Cannot query field "bestaatniet" on type "Survey".',
    });
  });

  it("holds the report's own rules: one query, reading only, $survey alone", () => {
    expect(reportQueryProblem('query A { me { id } } query B { me { id } }')).toEqual({
      kind: 'oneQuery',
    });
    expect(reportQueryProblem('mutation { logout }')).toEqual({ kind: 'onlyQuery' });
    expect(reportQueryProblem('query ($id: ID!) { onderzoek(id: $id) { id } }')).toEqual({
      kind: 'variable',
    });
  });

  it('checks syntax and rules alone while the schema loads', () => {
    expect(checkAgainst('query ($survey: ID!) { bestaatniet }', null)).toBeNull();
    expect(checkAgainst('query { onderzoek(id: 1 ', null)).toMatchObject({ kind: 'graphql' });
    expect(checkAgainst('mutation { logout }', null)).toEqual({ kind: 'onlyQuery' });
  });
});
