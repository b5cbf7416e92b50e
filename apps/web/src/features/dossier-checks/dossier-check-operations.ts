import { graphql, type ResultOf } from '../../graphql/graphql';

/** Any change to a template, part or question refetches the lists and the open template. */
export const dossierCheckTypenames = {
  additionalTypenames: ['DossierCheckTemplate', 'DossierCheckPart', 'DossierCheckQuestion'],
};

/** A template as its list shows it. */
const templateFragment = graphql(`
  fragment DossierCheckTemplateFields on DossierCheckTemplate {
    id
    name
    description
    active
    question_count
    survey_types {
      id
      value
    }
    created_at
    updated_at
  }
`);

export const templatesQuery = graphql(
  `
    query DossierCheckTemplates {
      dossierCheckTemplates {
        ...DossierCheckTemplateFields
      }
    }
  `,
  [templateFragment],
);

export const templateQuery = graphql(
  `
    query DossierCheckTemplate($id: ID!) {
      dossierCheckTemplate(id: $id) {
        ...DossierCheckTemplateFields
        parts {
          id
          name
          description
          created_at
          updated_at
          questions {
            id
            question
            question_type
            options
            required
            help
          }
        }
      }
    }
  `,
  [templateFragment],
);

export type DossierCheckTemplate = ResultOf<typeof templateFragment>;
export type DossierCheckTemplateWithParts = NonNullable<
  ResultOf<typeof templateQuery>['dossierCheckTemplate']
>;
export type DossierCheckPart = DossierCheckTemplateWithParts['parts'][number];
export type DossierCheckQuestion = DossierCheckPart['questions'][number];

/** The organisation's survey types, which templates are made for. */
export const surveyTypesQuery = graphql(`
  query DossierCheckSurveyTypes {
    me {
      id
      inventarisatie_user {
        id
        organisation {
          id
          variable_set {
            id
            onderzoek_types {
              id
              value
              description
              active
            }
          }
        }
      }
    }
  }
`);
