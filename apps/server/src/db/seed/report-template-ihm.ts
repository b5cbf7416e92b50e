import { certificatePagesElement, plansElement, rowsEnd } from './report-template-parts';
import type { SeedReportElement, SeedReportTemplate } from './report-templates';

/**
 * The demo firm's Inventory of Hazardous Materials, Part I (MEPC.379(80), EU SRR
 * 1257/2013), in English as maritime practice is: the ship's particulars, tables I-1
 * (paints and coatings), I-2 (equipment and machinery) and I-3 (structure and hull) built
 * from the VSCP entries found to contain or potentially contain a hazardous material, the
 * check plan with its findings, the sampling results, the statement, and the laboratory
 * certificates and plans as appendices. Which table an entry goes in follows from the
 * firm's own vscp_* items: the material "Paint" is I-1, the systems "Hull" and
 * "Accommodation" are I-3, every other system I-2.
 */

const entryFields = `
    id finding hazardous_material hazardous_material_table check_method pchm_reason quantity remarks
    system_item { value }
    component_item { value }
    material_item { value }
    zone_item { value }
    check_procedure_item { value }
    unit_item { value }
    samples {
      number description
      analyses {
        analysed_on laboratory_name
        certificate { number }
        results { hazardous_material concentration unit above_threshold }
      }
    }`;

/** The English name of an IHM hazardous material code (`code` in scope). */
const materialName = `{%- case code -%}
  {%- when "asbestos" -%}Asbestos
  {%- when "pcb" -%}Polychlorinated biphenyls (PCBs)
  {%- when "ods" -%}Ozone-depleting substances
  {%- when "organotin" -%}Anti-fouling systems containing organotin compounds (TBT)
  {%- when "cybutryne" -%}Anti-fouling systems containing cybutryne
  {%- when "cadmium" -%}Cadmium and cadmium compounds
  {%- when "chromium_vi" -%}Hexavalent chromium and its compounds
  {%- when "lead" -%}Lead and lead compounds
  {%- when "mercury" -%}Mercury and mercury compounds
  {%- when "pbb" -%}Polybrominated biphenyls (PBBs)
  {%- when "pbde" -%}Polybrominated diphenyl ethers (PBDEs)
  {%- when "pcn" -%}Polychlorinated naphthalenes
  {%- when "radioactive" -%}Radioactive substances
  {%- when "sccp" -%}Certain short-chain chlorinated paraffins
  {%- when "pfos" -%}Perfluorooctane sulfonic acid (PFOS)
  {%- when "hbcdd" -%}Hexabromocyclododecane (HBCDD)
  {%- else -%}{{ code }}
{%- endcase -%}`;

const findingName = `{%- case entry.finding -%}
  {%- when "contained" -%}Contained
  {%- when "not_contained" -%}Not contained
  {%- when "potentially_containing" -%}PCHM
  {%- else -%}Unknown
{%- endcase -%}`;

/** The rows of one Part I table (`rows` in scope), numbered within the table. */
const partOneRows = `
<table class="report-table report-table-wide">
  <thead>
    <tr><th scope="col">No.</th><th scope="col">Application / name</th><th scope="col">Location</th><th scope="col">Materials (Appendix 1)</th><th scope="col">Approximate quantity</th><th scope="col">Remarks</th></tr>
  </thead>
  <tbody>
  {%- for entry in rows %}
    {%- assign code = entry.hazardous_material %}
    <tr>
      <td>{{ forloop.index }}</td>
      <td>{{ entry.component_item.value }}{% if entry.system_item %} ({{ entry.system_item.value }}){% endif %}</td>
      <td>{{ entry.zone_item.value | default: "—" }}</td>
      <td>${materialName}{% if entry.hazardous_material_table %} (Table {{ entry.hazardous_material_table }}){% endif %} in {{ entry.material_item.value | downcase }}
        {%- for sample in entry.samples %}{% assign analysis = sample.analyses | first %}{% for result in analysis.results %}{% if result.hazardous_material == code %}<br>{{ sample.number }}: {{ result.concentration | decimal: 1, "en" }} {{ result.unit }}{% endif %}{% endfor %}{% endfor %}</td>
      <td>{% if entry.quantity %}{{ entry.quantity | decimal: 1, "en" }} {{ entry.unit_item.value }}{% else %}—{% endif %}</td>
      <td>{% if entry.finding == "potentially_containing" %}Potentially containing hazardous material: {{ entry.pchm_reason }}{% else %}{{ entry.remarks }}{% endif %}</td>
    </tr>${rowsEnd(6, 'No hazardous materials were identified for this part.')}`;

/** The entries that belong in Part I, split into its three tables. */
const partOneTables = `
{%- assign listed = entries | where_exp: "entry", "entry.finding == 'contained' or entry.finding == 'potentially_containing'" -%}
{%- assign paints = listed | where_exp: "entry", "entry.material_item.value == 'Paint'" -%}
{%- assign others = listed | where_exp: "entry", "entry.material_item.value != 'Paint'" -%}
{%- assign structure = others | where_exp: "entry", "entry.system_item.value == 'Hull' or entry.system_item.value == 'Accommodation'" -%}
{%- assign equipment = others | where_exp: "entry", "entry.system_item.value != 'Hull' and entry.system_item.value != 'Accommodation'" -%}`;

const entriesQuery = (name: string) => `
query ${name}($survey: ID!) {
  entries: surveyVscpEntries(surveyId: $survey) {${entryFields}
  }
}`;

/** One of the tables I-1, I-2 and I-3: `rows` names the entries of `partOneTables` it lists. */
const partOneTable = (title: string, queryName: string, rows: string): SeedReportElement => ({
  title,
  headingLevel: 2,
  page: { size: 'A4', orientation: 'landscape' },
  query: entriesQuery(queryName),
  markup: `${partOneTables}
{%- assign rows = ${rows} -%}${partOneRows}`,
});

export const ihmPartOneTemplate: SeedReportTemplate = {
  name: 'Inventory of Hazardous Materials, Part I',
  description:
    'IHM Part I for an existing ship (MEPC.379(80), EU SRR): particulars, tables I-1, I-2 and I-3 from the VSCP findings, sampling results and the laboratory certificates.',
  assetKind: 'vessel',
  language: 'en',
  chapters: [
    {
      title: 'Particulars of the ship',
      text: `<p>This inventory was prepared for the ship below following the IMO Guidelines for the development of the Inventory of Hazardous Materials (resolution MEPC.379(80)) and the EU Ship Recycling Regulation (EU) No 1257/2013.</p>`,
      elements: [
        {
          title: 'Ship particulars',
          headingLevel: 2,
          query: `
query ShipParticulars($survey: ID!) {
  survey: onderzoek(id: $survey) {
    number planned_start
    survey_type_item { value }
    onderzoek_klant { naam }
    asset {
      name imo call_sign mmsi vessel_type flag class builder build_year status
      length width gross_tonnage deadweight teu liquid_capacity
      owner_client { name city country }
    }
    surveyor_people { full_name }
    execution { executed_on }
  }
}`,
          markup: `
{%- assign ship = survey.asset -%}
<table class="report-table report-facts">
  <tbody>
    <tr><th scope="row">Name of ship</th><td>{{ ship.name }}</td></tr>
    <tr><th scope="row">IMO number</th><td>{{ ship.imo | default: "—" }}</td></tr>
    <tr><th scope="row">Call sign</th><td>{{ ship.call_sign | default: "—" }}</td></tr>
    <tr><th scope="row">MMSI</th><td>{{ ship.mmsi | default: "—" }}</td></tr>
    <tr><th scope="row">Type of ship</th><td>{{ ship.vessel_type | default: "—" }}</td></tr>
    <tr><th scope="row">Flag</th><td>{{ ship.flag | default: "—" }}</td></tr>
    <tr><th scope="row">Classification society</th><td>{{ ship.class | default: "—" }}</td></tr>
    <tr><th scope="row">Shipbuilder</th><td>{{ ship.builder | default: "—" }}</td></tr>
    <tr><th scope="row">Year of build</th><td>{{ ship.build_year | default: "—" }}</td></tr>
    <tr><th scope="row">Length × breadth (m)</th><td>{% if ship.length %}{{ ship.length | decimal: 2, "en" }}{% else %}—{% endif %} × {% if ship.width %}{{ ship.width | decimal: 2, "en" }}{% else %}—{% endif %}</td></tr>
    <tr><th scope="row">Gross tonnage</th><td>{{ ship.gross_tonnage | default: "—" }}</td></tr>
    <tr><th scope="row">Deadweight (t)</th><td>{{ ship.deadweight | default: "—" }}</td></tr>
    <tr><th scope="row">Shipowner</th><td>{% if ship.owner_client %}{{ ship.owner_client.name }}, {{ ship.owner_client.city }}{% else %}{{ survey.onderzoek_klant.naam | default: "—" }}{% endif %}</td></tr>
    <tr><th scope="row">Survey</th><td>{{ survey.number }}{% if survey.survey_type_item %} ({{ survey.survey_type_item.value }}){% endif %}, {{ survey.execution.executed_on | default: survey.planned_start | long_date }}</td></tr>
    <tr><th scope="row">Prepared by</th><td>{{ survey.surveyor_people | map: "full_name" | join: ", " | default: "—" }}</td></tr>
  </tbody>
</table>`,
        },
      ],
    },
    {
      title: 'Inventory of Hazardous Materials, Part I',
      text: `<p>Part I lists the hazardous materials contained in the ship's structure and equipment, in three tables: I-1 paints and coating systems, I-2 operationally integral equipment and machinery, and I-3 the structure and hull. Items marked PCHM could not be checked or sampled and are regarded as potentially containing the hazardous material.</p>`,
      elements: [
        partOneTable(
          'I-1 Paints and coating systems containing materials listed in Appendix 1',
          'PartOnePaints',
          'paints',
        ),
        partOneTable(
          'I-2 Hazardous materials contained in operationally integral equipment and machinery',
          'PartOneEquipment',
          'equipment',
        ),
        partOneTable(
          'I-3 Hazardous materials contained in the ship structure and hull',
          'PartOneStructure',
          'structure',
        ),
      ],
    },
    {
      title: 'Visual/Sampling Check Plan',
      text: `<p>After the document review, every item was assessed and either checked visually, sampled, or classified as potentially containing hazardous material (PCHM) with the reason. The table lists every check of the plan with its finding.</p>`,
      elements: [
        {
          title: 'Checks and findings',
          headingLevel: 2,
          page: { size: 'A3', orientation: 'landscape' },
          query: entriesQuery('CheckPlan'),
          markup: `
<table class="report-table report-table-wide">
  <thead>
    <tr><th scope="col">No.</th><th scope="col">System</th><th scope="col">Component</th><th scope="col">Material</th><th scope="col">Zone</th><th scope="col">Hazardous material</th><th scope="col">Check</th><th scope="col">Samples</th><th scope="col">Finding</th><th scope="col">Remarks</th></tr>
  </thead>
  <tbody>
  {%- for entry in entries %}
    {%- assign code = entry.hazardous_material %}
    <tr>
      <td>{{ forloop.index }}</td>
      <td>{{ entry.system_item.value | default: "—" }}</td>
      <td>{{ entry.component_item.value | default: "—" }}</td>
      <td>{{ entry.material_item.value | default: "—" }}</td>
      <td>{{ entry.zone_item.value | default: "—" }}</td>
      <td>${materialName}</td>
      <td>{% if entry.check_method == "sampling" %}Sampling{% else %}Visual{% endif %}{% if entry.check_procedure_item %} ({{ entry.check_procedure_item.value }}){% endif %}</td>
      <td>{{ entry.samples | map: "number" | join: ", " | default: "—" }}</td>
      <td>${findingName}</td>
      <td>{% if entry.finding == "potentially_containing" %}{{ entry.pchm_reason }}{% else %}{{ entry.remarks }}{% endif %}</td>
    </tr>${rowsEnd(10, 'The check plan has no entries yet.')}`,
        },
      ],
    },
    {
      title: 'Sampling results',
      text: `<p>Samples were analysed by an accredited laboratory (ISO/IEC 17025). A result above the threshold value of MEPC.379(80) means the material is contained.</p>`,
      elements: [
        {
          title: 'Samples and laboratory results',
          headingLevel: 2,
          query: entriesQuery('SamplingResults'),
          markup: `
{%- assign sampled = entries | where: "check_method", "sampling" -%}
<table class="report-table">
  <thead>
    <tr><th scope="col">Sample</th><th scope="col">Component</th><th scope="col">Zone</th><th scope="col">Laboratory</th><th scope="col">Analysed</th><th scope="col">Hazardous material</th><th scope="col">Concentration</th><th scope="col">Above threshold</th></tr>
  </thead>
  <tbody>
  {%- for entry in sampled %}
    {%- for sample in entry.samples %}
      {%- assign analysis = sample.analyses | first %}
      {%- for result in analysis.results %}
      {%- assign code = result.hazardous_material %}
    <tr>
      <td>{{ sample.number }}</td>
      <td>{{ entry.component_item.value }}</td>
      <td>{{ entry.zone_item.value | default: "—" }}</td>
      <td>{{ analysis.laboratory_name | default: "—" }}{% if analysis.certificate %}, certificate {{ analysis.certificate.number }}{% endif %}</td>
      <td>{{ analysis.analysed_on | default: "—" }}</td>
      <td>${materialName}</td>
      <td>{{ result.concentration | decimal: 1, "en" }} {{ result.unit }}</td>
      <td>{% if result.above_threshold %}Yes{% else %}No{% endif %}</td>
    </tr>
      {%- else %}
    <tr><td>{{ sample.number }}</td><td>{{ entry.component_item.value }}</td><td>{{ entry.zone_item.value | default: "—" }}</td><td colspan="5">Awaiting the laboratory's results</td></tr>
      {%- endfor %}
    {%- endfor %}
  {%- endfor %}
  {%- assign sample_count = sampled | map: "samples" | map: "size" | sum %}
  {%- if sample_count == 0 %}
    <tr><td colspan="8">No samples were taken.</td></tr>
  {%- endif %}
  </tbody>
</table>`,
        },
      ],
    },
    {
      title: 'Statement',
      text: `<p>We declare that this Inventory of Hazardous Materials, Part I, was developed on the basis of the ship's documents, a visual/sampling check plan and the checks on board described in this report, in accordance with resolution MEPC.379(80) and Regulation (EU) No 1257/2013. The inventory shall be maintained and updated throughout the operational life of the ship.</p>`,
      elements: [],
    },
    {
      title: 'Laboratory certificates',
      appendix: true,
      text: `<p>The certificates of analysis of the samples listed in this report.</p>`,
      elements: [
        certificatePagesElement({
          title: 'Certificates of analysis',
          queryName: 'IhmCertificates',
          certificateFields: 'file { id }',
          none: 'No certificates of analysis are attached.',
        }),
      ],
    },
    {
      title: 'Plans of the ship',
      appendix: true,
      text: `<p>General arrangement and other plans with the locations of the hazardous materials.</p>`,
      elements: [
        // A4, not A3: the demo vessel has no plans, and its one line must not take an A3
        // sheet; an A3 plan's pages scale to A4 landscape whole (the same proportions).
        plansElement({
          title: 'Plans',
          queryName: 'IhmPlans',
          size: 'A4',
          none: 'No plans are attached to the survey.',
        }),
      ],
    },
  ],
};
