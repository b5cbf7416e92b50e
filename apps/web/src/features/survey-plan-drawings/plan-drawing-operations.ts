import { graphql, storedFileFragment, type ResultOf } from '../../graphql/graphql';

const planElementFields = graphql(`
  fragment PlanElementFields on PlanElement {
    id
    kind
    symbol_type_id
    record_id
    x
    y
    rotation
    scale_x
    scale_y
    size
    points
    pattern_id
    color
    label
    sort_index
    version
  }
`);

export const planDrawingQuery = graphql(
  `
    query PlanDrawing($planId: ID!) {
      planDrawing(plan_id: $planId) {
        plan_id
        survey_id
        title
        floor_name
        width
        height
        image {
          ...StoredFile
        }
        editable
        elements {
          ...PlanElementFields
        }
        symbol_types {
          id
          value
          description
          svg
          svg_active
          locked_aspect_ratio
          svg_move
          svg_rotate
          svg_scale_x
          svg_scale_y
          is_poly
          is_area
          has_size
          default_size
          active
        }
        patterns {
          id
          value
          svg
        }
        records {
          kind
          id
          number
          description
          svg
          size
          color
          legend_key
          legend
          placed_on
        }
      }
    }
  `,
  [storedFileFragment, planElementFields],
);

export const createPlanElementMutation = graphql(
  `
    mutation CreatePlanElement($planId: ID!, $input: PlanElementInput!) {
      createPlanElement(plan_id: $planId, input: $input) {
        ...PlanElementFields
      }
    }
  `,
  [planElementFields],
);

export const updatePlanElementMutation = graphql(
  `
    mutation UpdatePlanElement($id: ID!, $version: Int!, $input: PlanElementChange!) {
      updatePlanElement(id: $id, version: $version, input: $input) {
        ...PlanElementFields
      }
    }
  `,
  [planElementFields],
);

export const deletePlanElementMutation = graphql(`
  mutation DeletePlanElement($id: ID!, $version: Int!) {
    deletePlanElement(id: $id, version: $version)
  }
`);

export type PlanDrawingData = NonNullable<ResultOf<typeof planDrawingQuery>['planDrawing']>;
export type PlanElementData = ResultOf<typeof planElementFields>;
