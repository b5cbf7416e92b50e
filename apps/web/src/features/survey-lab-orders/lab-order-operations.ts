import { graphql, type ResultOf } from '../../graphql/graphql';

/** Every order list refetches after a change to an order (or a sample's results). */
export const labOrderTypenames = {
  additionalTypenames: ['LabOrder', 'LabOrderSample', 'SurveySample', 'SurveyLaboratory'],
};

export const surveyLaboratoriesQuery = graphql(`
  query SurveyLaboratories($surveyId: ID!) {
    surveyLaboratories(surveyId: $surveyId) {
      laboratory {
        id
        name
        order_channel
        api_url
        order_email
      }
      order_count
      orderable_sample_count
    }
  }
`);

export type SurveyLaboratory = ResultOf<
  typeof surveyLaboratoriesQuery
>['surveyLaboratories'][number];

export const labOrderFragment = graphql(`
  fragment LabOrderFields on LabOrder {
    id
    number
    status
    priority
    remarks
    channel
    external_reference
    created_by
    created_at
    sent_at
    send_state
    editable
    can_cancel
    order_file {
      id
      name
      mime_type
      url
    }
    send_job {
      id
      status
      attempts
      error
    }
    results_job {
      id
      status
      error
    }
    cancel_job {
      id
      status
      error
    }
    certificates {
      id
      number
      issued_on
      file {
        id
        name
        mime_type
        url
      }
    }
    samples {
      id
      sample_id
      active
      sample {
        id
        number
        lab_status {
          id
          value
        }
      }
      analysis_method_id
      analysis_method {
        id
        value
      }
    }
    history {
      id
      from_status
      to_status
      note
      changed_by
      changed_by_kind
      changed_at
    }
  }
`);

export const labOrdersQuery = graphql(
  `
    query LabOrders($surveyId: ID!, $laboratoryId: ID) {
      labOrders(surveyId: $surveyId, laboratoryId: $laboratoryId) {
        ...LabOrderFields
      }
    }
  `,
  [labOrderFragment],
);

export type LabOrder = ResultOf<typeof labOrdersQuery>['labOrders'][number];

export const orderableSamplesQuery = graphql(`
  query OrderableSamples($surveyId: ID!, $laboratoryId: ID!, $labOrderId: ID) {
    orderableSamples(surveyId: $surveyId, laboratoryId: $laboratoryId, labOrderId: $labOrderId) {
      sample {
        id
        number
        description
        sample_kind_item {
          id
          value
        }
        location {
          id
          space_name
          source {
            id
            number
            material_type_item {
              id
              value
            }
          }
        }
      }
      methods {
        id
        value
      }
    }
  }
`);

export type OrderableSample = ResultOf<typeof orderableSamplesQuery>['orderableSamples'][number];

export const createLabOrderMutation = graphql(
  `
    mutation CreateLabOrder($surveyId: ID!, $input: LabOrderInput!) {
      createLabOrder(surveyId: $surveyId, input: $input) {
        ...LabOrderFields
      }
    }
  `,
  [labOrderFragment],
);

export const updateLabOrderMutation = graphql(
  `
    mutation UpdateLabOrder($id: ID!, $input: LabOrderInput!) {
      updateLabOrder(id: $id, input: $input) {
        ...LabOrderFields
      }
    }
  `,
  [labOrderFragment],
);

export const deleteLabOrderMutation = graphql(`
  mutation DeleteLabOrder($id: ID!) {
    deleteLabOrder(id: $id)
  }
`);

export const sendLabOrderMutation = graphql(
  `
    mutation SendLabOrder($id: ID!) {
      sendLabOrder(id: $id) {
        ...LabOrderFields
      }
    }
  `,
  [labOrderFragment],
);

export const markLabOrderReceivedMutation = graphql(
  `
    mutation MarkLabOrderReceived($id: ID!) {
      markLabOrderReceived(id: $id) {
        ...LabOrderFields
      }
    }
  `,
  [labOrderFragment],
);

export const cancelLabOrderMutation = graphql(
  `
    mutation CancelLabOrder($id: ID!, $reason: String) {
      cancelLabOrder(id: $id, reason: $reason) {
        ...LabOrderFields
      }
    }
  `,
  [labOrderFragment],
);

export const retryLabOrderResultsMutation = graphql(
  `
    mutation RetryLabOrderResults($id: ID!) {
      retryLabOrderResults(id: $id) {
        ...LabOrderFields
      }
    }
  `,
  [labOrderFragment],
);

const underWay = (job: { status: string } | null): boolean =>
  job !== null && (job.status === 'queued' || job.status === 'running');

/** Whether an order is waiting for work Vezel does in the background (the screen polls). */
export const awaitsBackgroundWork = (order: LabOrder): boolean =>
  order.send_state === 'sending' || underWay(order.results_job) || underWay(order.cancel_job);

/** A laboratory answering on this machine: the simulator `npm start` runs. */
export function simulatorAddress(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { hostname } = new URL(url);
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
      ? url
      : null;
  } catch {
    return null;
  }
}
