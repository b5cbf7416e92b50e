import type { PageSize } from '@vezel/domain/reports/layout';
import type { SeedReportElement } from './report-templates';

/*
 * Pieces both demo templates have, in the words of a template's language. They live apart
 * from report-templates.ts, which imports the templates: the templates importing it back
 * would be a cycle.
 */

/**
 * The end of a table's `{% for %}` over its rows, closing the table: a row across all
 * `columns` saying `none` when there are no rows.
 */
export const rowsEnd = (columns: number, none: string) => `
  {%- else %}
    <tr><td colspan="${columns}">${none}</td></tr>
  {%- endfor %}
  </tbody>
</table>`;

/**
 * The pages of every laboratory certificate of the survey's samples, each PDF once, on
 * pages without header and footer; `none` is said when there are none (nothing if omitted).
 */
export function certificatePagesElement({
  title,
  queryName,
  certificateFields,
  none,
}: {
  title: string;
  queryName: string;
  /** The certificate fields the query asks for. */
  certificateFields: string;
  none?: string;
}): SeedReportElement {
  const otherwise = none === undefined ? '' : `{% else %}<p>${none}</p>`;
  return {
    title,
    headingLevel: 0,
    page: { size: 'A4', orientation: 'portrait', headerFooter: false },
    query: `
query ${queryName}($survey: ID!) {
  samples: surveySamples(surveyId: $survey) { analyses { certificate { ${certificateFields} } } }
}`,
    markup: `
{%- assign analyses = "" | split: "" -%}
{%- for sample in samples %}{% assign analyses = analyses | concat: sample.analyses %}{% endfor -%}
{%- assign file_ids = analyses | map: "certificate.file.id" | compact | uniq -%}
{%- for file_id in file_ids %}{% pdf_pages file_id %}${otherwise}{% endfor %}`,
  };
}

/**
 * The survey's plans, landscape on `size` pages without header and footer: each plan with
 * what is drawn on it (sources, samples, observations, symbols, areas) and its legend, one
 * plan to a page; a PDF plan without a preview (no poppler where it was added) as its
 * pages. `none` is said when the survey has no plans.
 */
export function plansElement({
  title,
  queryName,
  size,
  none,
}: {
  title: string;
  queryName: string;
  size: PageSize;
  none: string;
}): SeedReportElement {
  return {
    title,
    headingLevel: 0,
    page: { size, orientation: 'landscape', headerFooter: false },
    query: `
query ${queryName}($survey: ID!) {
  plans: surveyRecords(kind: "plan", surveyId: $survey) { id file { id mime_type } preview { id } }
}`,
    markup: `
{%- for plan in plans %}
  {%- if plan.preview or plan.file.mime_type != "application/pdf" %}
    {%- plan_drawing plan.id %}
  {%- else %}
    {%- pdf_pages plan.file.id %}
  {%- endif %}
{%- else %}
<p>${none}</p>
{%- endfor %}`,
  };
}
