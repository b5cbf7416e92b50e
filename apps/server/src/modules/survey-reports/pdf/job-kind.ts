/** The job that prints a survey report's PDF (see job.ts). */
export const reportPdfJobKind = 'surveyReport.pdf';
