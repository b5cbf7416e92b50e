import { reportTemplateTypenames } from './report-template-operations';

export const refetches = { refetches: reportTemplateTypenames.additionalTypenames };
