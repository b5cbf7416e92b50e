import { graphql, storedFileFragment, type ResultOf } from '../../graphql/graphql';

/**
 * Results change the statuses of samples, locations and sources: every query that shows
 * one is refetched after any write of analyses or certificates.
 */
export const labResultTypenames = {
  additionalTypenames: ['SampleAnalysis', 'LabCertificate', 'LabStatus', 'SurveySample'],
};

export const labStatusFragment = graphql(`
  fragment LabStatusFields on LabStatus {
    id
    value
    color
    highlight_color
    priority
  }
`);

export type LabStatusValue = ResultOf<typeof labStatusFragment>;

export const sourceLabStatusQuery = graphql(
  `
    query SourceLabStatus($id: ID!) {
      surveySource(id: $id) {
        id
        lab_status {
          ...LabStatusFields
        }
      }
    }
  `,
  [labStatusFragment],
);

export const locationLabStatusQuery = graphql(
  `
    query LocationLabStatus($id: ID!) {
      surveySourceLocation(id: $id) {
        id
        lab_status {
          ...LabStatusFields
        }
      }
    }
  `,
  [labStatusFragment],
);

export const analysisFragment = graphql(
  `
    fragment SampleAnalysisFields on SampleAnalysis {
      id
      laboratory_id
      laboratory_name
      lab_order_number
      certificate_id
      certificate {
        id
        number
        file {
          ...StoredFile
        }
      }
      analysis_method
      analysis_method_item {
        id
        value
      }
      analysed_on
      asbestos_detected
      origin
      results {
        id
        analysis_material
        analysis_material_item {
          id
          value
        }
        amount
        amount_item {
          id
          value
        }
        percentage
        status {
          ...LabStatusFields
        }
        hazardous_material
        concentration
        unit
        above_threshold
      }
    }
  `,
  [storedFileFragment, labStatusFragment],
);

export type SampleAnalysis = ResultOf<typeof analysisFragment>;

export const sampleLabQuery = graphql(
  `
    query SampleLab($id: ID!) {
      surveySample(id: $id) {
        id
        number
        vscp_entry_id
        lab_status {
          ...LabStatusFields
        }
        at_lab_order {
          id
          number
          status
          laboratory_id
        }
        analyses {
          ...SampleAnalysisFields
        }
        analysis_materials {
          id
          value
          asbestos_type
          amounts {
            id
            value
          }
        }
      }
      laboratories {
        id
        name
        analysis_methods {
          id
          value
        }
      }
    }
  `,
  [labStatusFragment, analysisFragment],
);

export type SampleLab = NonNullable<ResultOf<typeof sampleLabQuery>['surveySample']>;
export type LabChoice = ResultOf<typeof sampleLabQuery>['laboratories'][number];

export const saveSampleAnalysisMutation = graphql(
  `
    mutation SaveSampleAnalysis($sampleId: ID!, $id: ID, $input: SampleAnalysisInput!) {
      saveSampleAnalysis(sampleId: $sampleId, id: $id, input: $input) {
        ...SampleAnalysisFields
      }
    }
  `,
  [analysisFragment],
);

export const deleteSampleAnalysisMutation = graphql(`
  mutation DeleteSampleAnalysis($id: ID!) {
    deleteSampleAnalysis(id: $id)
  }
`);

export const laboratoriesQuery = graphql(`
  query LabResultLaboratories {
    laboratories {
      id
      name
      csv_delimiter
      csv_sample_column
      csv_material_column
      csv_percentage_column
    }
  }
`);

export const csvPreviewQuery = graphql(`
  query LabResultsCsvPreview($surveyId: ID!, $laboratoryId: ID!, $csv: String!) {
    labResultsCsvPreview(surveyId: $surveyId, laboratoryId: $laboratoryId, csv: $csv) {
      problem
      problem_count
      rows {
        row
        sample
        type
        percentage
        sample_id
        material
        amount
        problem
        problem_detail
        notice
      }
    }
  }
`);

/**
 * The laboratories the survey's samples are at (their orders awaiting results), for the
 * import's choice of laboratory.
 */
export const samplesAtLabQuery = graphql(`
  query LabResultsSamplesAtLab($surveyId: ID!) {
    surveySamples(surveyId: $surveyId) {
      id
      at_lab_order {
        id
        status
        laboratory_id
      }
    }
  }
`);

export type CsvPreview = ResultOf<typeof csvPreviewQuery>['labResultsCsvPreview'];

export const importCsvMutation = graphql(`
  mutation ImportLabResultsCsv($surveyId: ID!, $laboratoryId: ID!, $csv: String!) {
    importLabResultsCsv(surveyId: $surveyId, laboratoryId: $laboratoryId, csv: $csv) {
      analysis_ids
      row_count
    }
  }
`);

export const certificateFragment = graphql(
  `
    fragment LabCertificateFields on LabCertificate {
      id
      number
      issued_on
      file {
        ...StoredFile
      }
      samples {
        id
        number
      }
    }
  `,
  [storedFileFragment],
);

export type LabCertificate = ResultOf<typeof certificateFragment>;

export const labCertificatesQuery = graphql(
  `
    query LabCertificates($surveyId: ID!, $laboratoryId: ID!) {
      labCertificates(surveyId: $surveyId, laboratoryId: $laboratoryId) {
        ...LabCertificateFields
      }
      surveySamples(surveyId: $surveyId) {
        id
        number
        analyses {
          id
          laboratory_id
        }
      }
    }
  `,
  [certificateFragment],
);

export const createLabCertificateMutation = graphql(
  `
    mutation CreateLabCertificate(
      $surveyId: ID!
      $laboratoryId: ID!
      $input: LabCertificateInput!
    ) {
      createLabCertificate(surveyId: $surveyId, laboratoryId: $laboratoryId, input: $input) {
        ...LabCertificateFields
      }
    }
  `,
  [certificateFragment],
);

export const updateLabCertificateMutation = graphql(
  `
    mutation UpdateLabCertificate($id: ID!, $input: LabCertificateInput!) {
      updateLabCertificate(id: $id, input: $input) {
        ...LabCertificateFields
      }
    }
  `,
  [certificateFragment],
);

export const deleteLabCertificateMutation = graphql(`
  mutation DeleteLabCertificate($id: ID!) {
    deleteLabCertificate(id: $id)
  }
`);

/** Writes to a vessel's samples change their VSCP entry's finding too. */
export const vesselResultTypenames = {
  additionalTypenames: [...labResultTypenames.additionalTypenames, 'SurveyVscpEntry'],
};

export const vesselAnalysisFragment = graphql(`
  fragment VesselAnalysisFields on SampleAnalysis {
    id
    laboratory_id
    laboratory_name
    analysed_on
    results {
      id
      hazardous_material
      concentration
      unit
      above_threshold
    }
  }
`);

export type VesselAnalysis = ResultOf<typeof vesselAnalysisFragment>;

export const vscpSamplesQuery = graphql(
  `
    query VscpSamples($id: ID!) {
      surveyVscpEntry(id: $id) {
        id
        finding
        hazardous_material
        samples {
          id
          number
          description
          analyses {
            ...VesselAnalysisFields
          }
        }
      }
      laboratories {
        id
        name
      }
    }
  `,
  [vesselAnalysisFragment],
);

export const addVscpSampleMutation = graphql(`
  mutation AddVscpSample($entryId: ID!, $description: String) {
    addVscpSample(entryId: $entryId, description: $description) {
      id
      number
    }
  }
`);

export const saveVesselAnalysisMutation = graphql(
  `
    mutation SaveVesselAnalysis($sampleId: ID!, $id: ID, $input: VesselAnalysisInput!) {
      saveVesselAnalysis(sampleId: $sampleId, id: $id, input: $input) {
        ...VesselAnalysisFields
      }
    }
  `,
  [vesselAnalysisFragment],
);
