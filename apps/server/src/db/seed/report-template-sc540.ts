import { certificatePagesElement, plansElement, rowsEnd } from './report-template-parts';
import type { SeedReportTemplate } from './report-templates';

/**
 * The demo firm's SC-540 asbestos inventory report (DOMAIN.md): the summary of sources with
 * their risk class, the assignment (scope, purpose, type A/B, suitabilities), limitations
 * and exclusions, the method, a sheet per source, the sample results, the SMA-rt classes,
 * the independence and SC-540 statement, and as appendices the laboratory certificates,
 * the SMA-rt printouts and the floor plans. Every query reads the survey through the
 * public schema with the reader's own rights; the markup only lays out what it answers.
 */

/** The survey's sources with all their locations (a source lists none itself) and classes. */
const sourcesWithLocations = `
  sources: surveyRiskClasses(surveyId: $survey) {
    source {
      id number description
      application_item { value }
      material_type_item { value }
      asbestos_status_item { value }
      advice_item { value }
      risk_class_item { value }
    }
    classification { reference risk_class_item { value } }
    locations {
      location {
        id space_name description amount
        unit_item { value }
        binding_item { value }
        condition_item { value }
        damage_item { value }
        fixing_item { value }
        accessibility_item { value }
        exposure_item { value }
      }
      classification { reference risk_class_item { value } }
    }
  }`;

/** Every sample with its latest analysis first and the results per asbestos type. */
const samplesWithResults = `
  samples: surveySamples(surveyId: $survey) {
    id number description location_id taken_at
    sample_kind_item { value }
    lab_status { value }
    location { space_name source { number } }
    analyses {
      analysed_on asbestos_detected laboratory_name
      analysis_method_item { value }
      certificate { id number issued_on file { id } }
      results {
        percentage
        analysis_material_item { value }
        amount_item { value }
        status { value }
      }
    }
  }`;

/**
 * The asbestos found in the samples of one location (`location_id` in scope): per sample its
 * types and percentages as the laboratory reported them in its latest analysis (`analyses`
 * come newest first, so a re-analysis replaces the earlier answer).
 */
const asbestosOfLocation = `{%- assign location_samples = samples | where: "location_id", location_id -%}
{%- for sample in location_samples -%}
  {%- assign analysis = sample.analyses | first -%}
  {{ sample.number }}:
  {%- if analysis == nil %} in analyse
  {%- elsif analysis.asbestos_detected -%}
    {%- assign found = analysis.results | where_exp: "r", "r.percentage != '0'" -%}
    {%- for result in found %} {{ result.analysis_material_item.value | downcase }} {% if result.percentage != "" %}{{ result.percentage }} %{% else %}{{ result.amount_item.value }}{% endif %}{% unless forloop.last %},{% endunless %}{%- endfor -%}
  {%- else %} geen asbest aangetoond
  {%- endif -%}
  {%- unless forloop.last %}<br>{% endunless -%}
{%- else -%}niet bemonsterd{%- endfor -%}`;

/** The entered class of a source, or of each of its locations where they have their own. */
const riskClassOfSource = `{%- if entry.classification.risk_class_item -%}
  {{ entry.classification.risk_class_item.value }}
{%- elsif entry.source.risk_class_item -%}
  {{ entry.source.risk_class_item.value }}
{%- else -%}
  {%- assign classed = entry.locations | where_exp: "l", "l.classification.risk_class_item" -%}
  {%- for l in classed %}{{ l.location.space_name | default: l.location.description }}: {{ l.classification.risk_class_item.value }}{% unless forloop.last %}<br>{% endunless %}{% else %}—{% endfor -%}
{%- endif -%}`;

/**
 * What a source is, the same in the summary and the overview: its application with its
 * material below, or only the material where no application was entered.
 */
const applicationOfSource = `{%- if entry.source.application_item -%}
  {{ entry.source.application_item.value }}{% if entry.source.material_type_item %}<br><small>{{ entry.source.material_type_item.value }}</small>{% endif %}
{%- else -%}
  {{ entry.source.material_type_item.value | default: "—" }}
{%- endif -%}`;

const suitabilityLabel = `{%- case record.suitability -%}
  {%- when "removal_named_materials" -%}Verwijderen van uitsluitend de in dit rapport benoemde asbesthoudende materialen
  {%- when "renovation_without_structure" -%}Renovatie of onderhoud zonder aantasting van de constructie
  {%- when "full_renovation_or_demolition" -%}Volledige renovatie of totaalsloop
  {%- when "not_suitable_for_removal" -%}Niet geschikt voor verwijdering: alleen voor beheer en risicobeoordeling
  {%- else -%}{{ record.suitability }}
{%- endcase -%}`;

export const sc540Template: SeedReportTemplate = {
  name: 'Asbestinventarisatierapport SC-540',
  description:
    'Volledig inventarisatierapport volgens SC-540 met bronbladen, analyseresultaten, SMA-rt-risicoklassen en de certificaten, uitdraaien en plattegronden als bijlagen.',
  assetKind: 'property',
  language: 'nl',
  chapters: [
    {
      title: 'Samenvatting',
      text: `<p>In opdracht van de opdrachtgever is het hieronder genoemde object geïnventariseerd op de aanwezigheid van asbesthoudende materialen. Dit hoofdstuk geeft de gegevens van het project en een overzicht van de aangetroffen bronnen met hun risicoklasse. De bronbladen in hoofdstuk 4 beschrijven elke bron in detail.</p>`,
      elements: [
        {
          title: 'Projectgegevens',
          headingLevel: 2,
          query: `
query Projectgegevens($survey: ID!) {
  survey: onderzoek(id: $survey) {
    number project_number planned_start branch branch_name
    survey_type_item { value }
    survey_kind_item { value }
    onderzoek_klant { naam }
    asset {
      street house_number house_number_suffix postcode city construction_year kind occupant
      owner_client { name }
    }
    surveyor_people { full_name }
    execution { executed_on }
  }
  branches { id name street house_number house_number_suffix postcode city kvk_number process_certificate_number }
}`,
          markup: `
{%- assign branch = branches | where: "id", survey.branch | first -%}
<table class="report-table report-facts">
  <tbody>
    <tr><th scope="row">Onderzoeksnummer</th><td>{{ survey.number }}</td></tr>
    {%- if survey.project_number != "" %}
    <tr><th scope="row">Projectnummer</th><td>{{ survey.project_number }}</td></tr>
    {%- endif %}
    <tr><th scope="row">Soort onderzoek</th><td>{{ survey.survey_type_item.value | default: "—" }}{% if survey.survey_kind_item %} ({{ survey.survey_kind_item.value | downcase }}){% endif %}</td></tr>
    <tr><th scope="row">Object</th><td>{{ survey.asset.street }} {{ survey.asset.house_number }}{{ survey.asset.house_number_suffix }}, {{ survey.asset.postcode }} {{ survey.asset.city }}</td></tr>
    <tr><th scope="row">Soort object</th><td>{{ survey.asset.kind | default: "—" }}{% if survey.asset.construction_year %}, bouwjaar {{ survey.asset.construction_year }}{% endif %}</td></tr>
    <tr><th scope="row">Gebruiker</th><td>{{ survey.asset.occupant | default: "—" }}</td></tr>
    <tr><th scope="row">Opdrachtgever</th><td>{{ survey.onderzoek_klant.naam | default: "—" }}</td></tr>
    <tr><th scope="row">Eigenaar</th><td>{{ survey.asset.owner_client.name | default: "—" }}</td></tr>
    <tr><th scope="row">Datum inventarisatie</th><td>{{ survey.execution.executed_on | default: survey.planned_start | long_date }}</td></tr>
    <tr><th scope="row">Inventariseerder</th><td>{{ survey.surveyor_people | map: "full_name" | join: ", " | default: "—" }}</td></tr>
    <tr><th scope="row">Uitgevoerd door</th><td>{% if branch %}{{ branch.name }}, {{ branch.street }} {{ branch.house_number }}{{ branch.house_number_suffix }}, {{ branch.postcode }} {{ branch.city }} (KvK {{ branch.kvk_number }}){% else %}{{ survey.branch_name | default: "—" }}{% endif %}</td></tr>
    <tr><th scope="row">SC-540-procescertificaat</th><td>{{ branch.process_certificate_number | default: "—" }}</td></tr>
  </tbody>
</table>`,
        },
        {
          title: 'Samenvatting van de bronnen',
          headingLevel: 2,
          query: `
query SamenvattingBronnen($survey: ID!) {${sourcesWithLocations}
}`,
          markup: `
{%- assign found = sources | where_exp: "entry", "entry.source.asbestos_status_item.value != 'Niet asbesthoudend'" -%}
{%- assign free = sources.size | minus: found.size -%}
<p>Er {% if found.size == 1 %}is 1 asbesthoudende of als asbesthoudend aangenomen bron{% else %}zijn {{ found.size }} asbesthoudende of als asbesthoudend aangenomen bronnen{% endif %} aangetroffen{% if free > 0 %}; {{ free }} onderzochte {% if free == 1 %}toepassing bleek{% else %}toepassingen bleken{% endif %} asbestvrij{% endif %}.</p>
<table class="report-table">
  <thead>
    <tr><th scope="col">Bron</th><th scope="col">Toepassing</th><th scope="col">Locatie</th><th scope="col">Hoeveelheid</th><th scope="col">Status</th><th scope="col">Risicoklasse</th></tr>
  </thead>
  <tbody>
  {%- for entry in sources %}
    <tr>
      <td>{{ entry.source.number }}</td>
      <td>${applicationOfSource}</td>
      <td>{% for l in entry.locations %}{{ l.location.space_name | default: l.location.description }}{% unless forloop.last %}<br>{% endunless %}{% endfor %}</td>
      <td>{% for l in entry.locations %}{% if l.location.amount %}{{ l.location.amount | decimal: 1 }} {{ l.location.unit_item.value }}{% else %}—{% endif %}{% unless forloop.last %}<br>{% endunless %}{% endfor %}</td>
      <td>{{ entry.source.asbestos_status_item.value | default: "—" }}</td>
      <td>${riskClassOfSource}</td>
    </tr>${rowsEnd(6, 'Er zijn geen bronnen vastgelegd.')}`,
        },
        {
          title: 'Bronnenoverzicht',
          headingLevel: 2,
          page: { size: 'A3', orientation: 'landscape' },
          query: `
query Bronnenoverzicht($survey: ID!) {${sourcesWithLocations}${samplesWithResults}
}`,
          markup: `
<p>Alle bronlocaties met hun materiaal, hoeveelheid, beoordeling, analyseresultaat en risicoklasse. De bronnummers zijn dezelfde als in de samenvatting, de bronbladen, de plattegronden en de SMA-rt-uitdraaien.</p>
<table class="report-table report-table-wide">
  <thead>
    <tr>
      <th scope="col">Bron</th><th scope="col">Locatie</th><th scope="col">Toepassing en materiaal</th>
      <th scope="col">Hoeveelheid</th><th scope="col">Hechtgebondenheid</th><th scope="col">Bevestiging</th>
      <th scope="col">Conditie</th><th scope="col">Beschadiging</th><th scope="col">Bereikbaarheid</th>
      <th scope="col">Asbestsoort en percentage</th><th scope="col">Risicoklasse</th><th scope="col">Advies</th>
    </tr>
  </thead>
  <tbody>
  {%- for entry in sources %}
    {%- for l in entry.locations %}
    {%- assign location_id = l.location.id %}
    <tr>
      <td>{{ entry.source.number }}</td>
      <td>{{ l.location.space_name | default: "—" }}{% if l.location.description != "" %}<br><small>{{ l.location.description }}</small>{% endif %}</td>
      <td>${applicationOfSource}</td>
      <td>{% if l.location.amount %}{{ l.location.amount | decimal: 1 }} {{ l.location.unit_item.value }}{% else %}—{% endif %}</td>
      <td>{{ l.location.binding_item.value | default: "—" }}</td>
      <td>{{ l.location.fixing_item.value | default: "—" }}</td>
      <td>{{ l.location.condition_item.value | default: "—" }}</td>
      <td>{{ l.location.damage_item.value | default: "—" }}</td>
      <td>{{ l.location.accessibility_item.value | default: "—" }}</td>
      <td>${asbestosOfLocation}</td>
      <td>{% if l.classification.risk_class_item %}{{ l.classification.risk_class_item.value }}{% else %}${riskClassOfSource}{% endif %}</td>
      <td>{{ entry.source.advice_item.value | default: "—" }}</td>
    </tr>
    {%- else %}
    <tr><td>{{ entry.source.number }}</td><td colspan="11">Geen locatie vastgelegd.</td></tr>
    {%- endfor %}${rowsEnd(12, 'Er zijn geen bronnen vastgelegd.')}`,
        },
      ],
    },
    {
      title: 'Opdracht en reikwijdte',
      text: `<p>De inventarisatie is uitgevoerd volgens het certificatieschema SC-540 (Procescertificaat Asbestinventarisatie). Dit hoofdstuk beschrijft het doel van het onderzoek, wat wel en niet is onderzocht en waarvoor dit rapport geschikt is.</p>`,
      elements: [
        {
          title: 'Doel en type onderzoek',
          headingLevel: 2,
          query: `
query DoelEnType($survey: ID!) {
  survey: onderzoek(id: $survey) {
    survey_info {
      description
      purpose_item { value description }
      scope_item { value description }
      extent_item { value description }
    }
    asbestos_research {
      inventory_type destructive_research remarks
      risk_assessment_item { value description }
    }
  }
}`,
          markup: `
{%- assign info = survey.survey_info -%}
{%- assign research = survey.asbestos_research -%}
{%- if info.description != "" %}<p>{{ info.description }}</p>{% endif %}
<table class="report-table report-facts">
  <tbody>
    <tr><th scope="row">Doel</th><td>{% if info.purpose_item %}{{ info.purpose_item.value }}: {{ info.purpose_item.description }}{% else %}—{% endif %}</td></tr>
    <tr><th scope="row">Reikwijdte</th><td>{% if info.scope_item %}{{ info.scope_item.value }}: {{ info.scope_item.description }}{% else %}—{% endif %}</td></tr>
    <tr><th scope="row">Mate van onderzoek</th><td>{% if info.extent_item %}{{ info.extent_item.value }}: {{ info.extent_item.description }}{% else %}—{% endif %}</td></tr>
    <tr><th scope="row">Type inventarisatie</th><td>{% if research.inventory_type == "type_b" %}Type B: destructief onderzoek naar verborgen toepassingen; uitsluitingen zijn niet toegestaan{% else %}Type A: wat zichtbaar en bereikbaar is, met licht destructief onderzoek{% endif %}</td></tr>
    <tr><th scope="row">Destructief onderzoek</th><td>{% if research.destructive_research %}Ja{% else %}Nee{% endif %}</td></tr>
    {%- if research.risk_assessment_item %}
    <tr><th scope="row">Risicobeoordeling</th><td>{{ research.risk_assessment_item.value }}: {{ research.risk_assessment_item.description }}</td></tr>
    {%- endif %}
  </tbody>
</table>
{%- if research.remarks != "" %}<p>{{ research.remarks }}</p>{% endif %}`,
        },
        {
          title: 'Geschiktheid van het rapport',
          headingLevel: 2,
          query: `
query Geschiktheid($survey: ID!) {
  suitabilities: surveyRecords(kind: "suitability", surveyId: $survey) { id suitability remarks }
}`,
          markup: `
<p>Dit rapport is geschikt voor:</p>
<ul>
{%- for record in suitabilities %}
  <li>${suitabilityLabel}{% if record.remarks != "" %}. {{ record.remarks }}{% endif %}</li>
{%- else %}
  <li>Er is geen geschiktheid vastgelegd: het rapport is alleen geschikt voor beheer van het object.</li>
{%- endfor %}
</ul>
<p>Voor andere werkzaamheden dan hierboven genoemd is aanvullend onderzoek nodig.</p>`,
        },
        {
          title: 'Beperkingen en uitsluitingen',
          headingLevel: 2,
          query: `
query BeperkingenUitsluitingen($survey: ID!) {
  survey: onderzoek(id: $survey) { out_of_scope asbestos_research { inventory_type } }
  limitations: surveyRecords(kind: "limitation", surveyId: $survey) { id space_name limitation_value description reason }
  exclusions: surveyRecords(kind: "exclusion", surveyId: $survey) { id space_name description reason }
}`,
          markup: `
<h3>Beperkingen</h3>
{%- if limitations.size > 0 %}
<p>De volgende delen konden niet (volledig) worden onderzocht. Daar kunnen nog asbesthoudende materialen aanwezig zijn; ze moeten vóór het begin van de werkzaamheden alsnog worden geïnventariseerd.</p>
<table class="report-table">
  <thead><tr><th scope="col">Ruimte</th><th scope="col">Beperking</th><th scope="col">Omschrijving</th><th scope="col">Reden</th></tr></thead>
  <tbody>
  {%- for record in limitations %}
    <tr><td>{{ record.space_name | default: "—" }}</td><td>{{ record.limitation_value | default: "—" }}</td><td>{{ record.description }}</td><td>{{ record.reason | default: "—" }}</td></tr>
  {%- endfor %}
  </tbody>
</table>
{%- else %}
<p>Er waren geen beperkingen: alle ruimten van het object zijn onderzocht.</p>
{%- endif %}
<h3>Uitsluitingen</h3>
{%- if exclusions.size > 0 %}
<table class="report-table">
  <thead><tr><th scope="col">Ruimte</th><th scope="col">Omschrijving</th><th scope="col">Reden</th></tr></thead>
  <tbody>
  {%- for record in exclusions %}
    <tr><td>{{ record.space_name | default: "—" }}</td><td>{{ record.description }}</td><td>{{ record.reason }}</td></tr>
  {%- endfor %}
  </tbody>
</table>
{%- if survey.asbestos_research.inventory_type == "type_b" %}
<p><strong>Let op:</strong> bij een inventarisatie type B zijn uitsluitingen niet toegestaan.</p>
{%- endif %}
{%- else %}
<p>Er zijn geen delen van het object uitgesloten.</p>
{%- endif %}
{%- if survey.out_of_scope != "" %}
<h3>Buiten de opdracht</h3>
<p>{{ survey.out_of_scope }}</p>
{%- endif %}`,
        },
      ],
    },
    {
      title: 'Werkwijze',
      text: `<p>Voorafgaand aan het veldwerk zijn de beschikbare documenten (bouwtekeningen, eerdere rapporten) bestudeerd en is de gebruiker van het object gehoord. Tijdens de inspectie is het object ruimte voor ruimte visueel onderzocht. Van elk soort asbestverdacht materiaal is ten minste één monster genomen, tenzij documentatie het asbestgehalte aantoont; een niet bemonsterde bron is als asbesthoudend aangenomen en krijgt de hoogste risicoklasse.</p>
<p>De monsters zijn geanalyseerd door een door de Raad voor Accreditatie (RvA) geaccrediteerd laboratorium volgens NEN 5896 (polarisatiemicroscopie). De risicoklasse van elke asbesthoudende bron is bepaald met SMA-rt; de uitdraaien zijn als bijlage opgenomen.</p>`,
      elements: [
        {
          title: 'Uitvoering en laboratorium',
          headingLevel: 2,
          query: `
query Uitvoering($survey: ID!) {
  survey: onderzoek(id: $survey) {
    planned_start
    execution { executed_on started_at ended_at accompanied_by weather remarks }
  }
  samples: surveySamples(surveyId: $survey) { id analyses { laboratory_name analysis_method_item { value } } }
  laboratories { name accreditation_number city certificates { standard number valid_until } }
}`,
          markup: `
{%- assign execution = survey.execution -%}
{%- assign analyses = "" | split: "" -%}
{%- for sample in samples %}{% assign analyses = analyses | concat: sample.analyses %}{% endfor -%}
{%- assign lab_names = analyses | map: "laboratory_name" | compact | uniq -%}
{%- assign methods = analyses | map: "analysis_method_item.value" | compact | uniq -%}
<table class="report-table report-facts">
  <tbody>
    <tr><th scope="row">Datum veldwerk</th><td>{{ execution.executed_on | default: survey.planned_start | long_date }}{% if execution.started_at != "" %}, {{ execution.started_at | slice: 11, 5 }}{% if execution.ended_at != "" %} tot {{ execution.ended_at | slice: 11, 5 }}{% endif %}{% endif %}</td></tr>
    <tr><th scope="row">Begeleid door</th><td>{{ execution.accompanied_by | default: "—" }}</td></tr>
    <tr><th scope="row">Weersomstandigheden</th><td>{{ execution.weather | default: "—" }}</td></tr>
    <tr><th scope="row">Aantal monsters</th><td>{{ samples.size }}</td></tr>
    <tr><th scope="row">Analysemethode</th><td>{{ methods | join: ", " | default: "—" }}</td></tr>
  </tbody>
</table>
{%- if execution.remarks != "" %}<p>{{ execution.remarks }}</p>{% endif %}
<h3>Laboratorium</h3>
{%- for name in lab_names %}
{%- assign lab = laboratories | where: "name", name | first %}
<p><strong>{{ name }}</strong>{% if lab %}, {{ lab.city }}, RvA-accreditatie {{ lab.accreditation_number }}{% for certificate in lab.certificates %} ({{ certificate.standard }}, geldig tot {{ certificate.valid_until | long_date }}){% endfor %}{% endif %}</p>
{%- else %}
<p>Er zijn (nog) geen monsters geanalyseerd.</p>
{%- endfor %}`,
        },
      ],
    },
    {
      title: 'Bronbeschrijvingen',
      text: `<p>Per bron volgen de locatie, het materiaal, de hoeveelheid, de beoordeling, de analyseresultaten, de risicoklasse en de foto's. De bron is op de plattegrond in de bijlage met hetzelfde nummer gemarkeerd.</p>`,
      elements: [
        {
          title: 'Bronbladen',
          headingLevel: 2,
          query: `
query Bronbladen($survey: ID!) {${sourcesWithLocations}${samplesWithResults}
  photos: surveyRecords(kind: "locationPhoto", surveyId: $survey) { id location_id caption display { id } }
}`,
          markup: `
{%- for entry in sources %}
<section class="source-sheet" style="break-inside: avoid">
  <h3>Bron {{ entry.source.number }}: {{ entry.source.application_item.value | default: entry.source.material_type_item.value }}</h3>
  {%- if entry.source.description != "" %}<p>{{ entry.source.description }}</p>{% endif %}
  <table class="report-table report-facts">
    <tbody>
      <tr><th scope="row">Materiaal</th><td>{{ entry.source.material_type_item.value | default: "—" }}</td></tr>
      <tr><th scope="row">Asbeststatus</th><td>{{ entry.source.asbestos_status_item.value | default: "—" }}</td></tr>
      <tr><th scope="row">Risicoklasse (SMA-rt)</th><td>${riskClassOfSource}{% if entry.classification.reference != "" and entry.classification.reference %} (referentie {{ entry.classification.reference }}){% endif %}</td></tr>
      <tr><th scope="row">Advies</th><td>{{ entry.source.advice_item.value | default: "—" }}</td></tr>
    </tbody>
  </table>
  {%- for l in entry.locations %}
  {%- assign location_id = l.location.id %}
  <h4>Locatie {{ forloop.index }}: {{ l.location.space_name | default: "onbekende ruimte" }}</h4>
  <table class="report-table report-facts">
    <tbody>
      {%- if l.location.description != "" %}<tr><th scope="row">Omschrijving</th><td>{{ l.location.description }}</td></tr>{% endif %}
      <tr><th scope="row">Hoeveelheid</th><td>{% if l.location.amount %}{{ l.location.amount | decimal: 1 }} {{ l.location.unit_item.value }}{% else %}—{% endif %}</td></tr>
      <tr><th scope="row">Hechtgebondenheid</th><td>{{ l.location.binding_item.value | default: "—" }}</td></tr>
      <tr><th scope="row">Bevestiging</th><td>{{ l.location.fixing_item.value | default: "—" }}</td></tr>
      <tr><th scope="row">Conditie</th><td>{{ l.location.condition_item.value | default: "—" }}</td></tr>
      <tr><th scope="row">Beschadiging</th><td>{{ l.location.damage_item.value | default: "—" }}</td></tr>
      <tr><th scope="row">Bereikbaarheid</th><td>{{ l.location.accessibility_item.value | default: "—" }}</td></tr>
      <tr><th scope="row">Blootstelling</th><td>{{ l.location.exposure_item.value | default: "—" }}</td></tr>
      <tr><th scope="row">Monsters en resultaat</th><td>${asbestosOfLocation}</td></tr>
      {%- if l.classification.risk_class_item %}<tr><th scope="row">Risicoklasse van deze locatie</th><td>{{ l.classification.risk_class_item.value }}{% if l.classification.reference != "" %} (referentie {{ l.classification.reference }}){% endif %}</td></tr>{% endif %}
    </tbody>
  </table>
  {%- assign location_photos = photos | where: "location_id", location_id %}
  {%- if location_photos.size > 0 %}
  <div class="report-photos">
    {%- for photo in location_photos %}
    <figure><img src="{{ photo.display.id | file_url }}" alt="{{ photo.caption | default: entry.source.number }}" style="width: 120mm; max-width: 100%"><figcaption>{{ entry.source.number }}{% if photo.caption != "" %}: {{ photo.caption }}{% endif %}</figcaption></figure>
    {%- endfor %}
  </div>
  {%- endif %}
  {%- endfor %}
</section>
{%- else %}
<p>Er zijn geen bronnen vastgelegd.</p>
{%- endfor %}`,
        },
        {
          title: 'Waarnemingen',
          headingLevel: 2,
          query: `
query Waarnemingen($survey: ID!) {
  observations: surveyRecords(kind: "observation", surveyId: $survey) {
    id number observation_type_value description space_name location_name
  }
}`,
          markup: `
{%- if observations.size > 0 %}
<table class="report-table">
  <thead><tr><th scope="col">Nummer</th><th scope="col">Soort</th><th scope="col">Ruimte</th><th scope="col">Bij bron</th><th scope="col">Omschrijving</th></tr></thead>
  <tbody>
  {%- for record in observations %}
    <tr><td>{{ record.number }}</td><td>{{ record.observation_type_value | default: "—" }}</td><td>{{ record.space_name | default: "—" }}</td><td>{{ record.location_name | default: "—" }}</td><td>{{ record.description }}</td></tr>
  {%- endfor %}
  </tbody>
</table>
{%- else %}
<p>Er zijn geen bijzondere waarnemingen gedaan.</p>
{%- endif %}`,
        },
      ],
    },
    {
      title: 'Analyseresultaten',
      text: `<p>De monsters zijn geanalyseerd volgens NEN 5896. Per monster staan hieronder de aangetroffen asbestsoorten met het gewichtspercentage zoals het laboratorium ze rapporteert. De certificaten zijn opgenomen in bijlage A.</p>`,
      elements: [
        {
          title: 'Monsters en resultaten',
          headingLevel: 2,
          query: `
query Monsterresultaten($survey: ID!) {${samplesWithResults}
}`,
          markup: `
<table class="report-table">
  <colgroup><col style="width: 18%"><col style="width: 8%"><col style="width: 16%"><col style="width: 18%"><col style="width: 19%"><col style="width: 21%"></colgroup>
  <thead>
    <tr><th scope="col">Monster</th><th scope="col">Bron</th><th scope="col">Locatie</th><th scope="col">Certificaat</th><th scope="col">Asbestsoort en percentage</th><th scope="col">Resultaat</th></tr>
  </thead>
  <tbody>
  {%- for sample in samples %}
    {%- assign analysis = sample.analyses | first %}
    <tr>
      <td>{{ sample.number }}<br><small>{{ sample.sample_kind_item.value }}</small></td>
      <td>{{ sample.location.source.number | default: "—" }}</td>
      <td>{{ sample.location.space_name | default: "—" }}</td>
      {%- if analysis == nil %}
      <td colspan="3">Nog geen analyseresultaat</td>
      {%- else %}
      <td>{{ analysis.certificate.number | default: "—" }}<br><small>{{ analysis.analysed_on | long_date }}</small></td>
      <td>
      {%- if analysis.asbestos_detected -%}
        {%- assign found = analysis.results | where_exp: "r", "r.percentage != '0'" -%}
        {%- for result in found %}{{ result.analysis_material_item.value }} {% if result.percentage != "" %}{{ result.percentage }} %{% else %}{{ result.amount_item.value | downcase }}{% endif %}{% unless forloop.last %}<br>{% endunless %}{% endfor -%}
      {%- else -%}
        Niet aangetoond
      {%- endif -%}
      </td>
      <td>{% if analysis.asbestos_detected %}Asbesthoudend{% else %}Niet asbesthoudend{% endif %}</td>
      {%- endif %}
    </tr>${rowsEnd(6, 'Er zijn geen monsters genomen.')}`,
        },
      ],
    },
    {
      title: 'Risicoklassen (SMA-rt)',
      text: `<p>De risicoklasse bepaalt hoe een bron verwijderd moet worden. Klasse 1: blootstelling onder de grenswaarde; klasse 2: boven de grenswaarde, alleen chrysotiel; klasse 2A: boven de grenswaarde met meer dan 2 massaprocent amfibool asbest. De klassen zijn bepaald met SMA-rt; de uitdraaien staan in bijlage B.</p>`,
      elements: [
        {
          title: 'Risicoklasse per bron',
          headingLevel: 2,
          query: `
query Risicoklassen($survey: ID!) {
  sources: surveyRiskClasses(surveyId: $survey) {
    source { id number asbestos_status_item { value } material_type_item { value } risk_class_item { value } }
    indicative { risk_class }
    classification { reference remarks risk_class_item { value } printout { id } }
    locations {
      location { id space_name description }
      classification { reference risk_class_item { value } printout { id } }
    }
  }
}`,
          markup: `
<table class="report-table">
  <thead><tr><th scope="col">Bron</th><th scope="col">Materiaal</th><th scope="col">Geldt voor</th><th scope="col">Risicoklasse</th><th scope="col">SMA-rt-referentie</th><th scope="col">Uitdraai</th></tr></thead>
  <tbody>
  {%- for entry in sources %}
    {%- if entry.classification %}
    <tr><td>{{ entry.source.number }}</td><td>{{ entry.source.material_type_item.value | default: "—" }}</td><td>Hele bron</td><td>{{ entry.classification.risk_class_item.value | default: "—" }}</td><td>{{ entry.classification.reference | default: "—" }}</td><td>{% if entry.classification.printout %}Bijlage B{% else %}ontbreekt{% endif %}</td></tr>
    {%- endif %}
    {%- for l in entry.locations %}{% if l.classification %}
    <tr><td>{{ entry.source.number }}</td><td>{{ entry.source.material_type_item.value | default: "—" }}</td><td>{{ l.location.space_name | default: l.location.description }}</td><td>{{ l.classification.risk_class_item.value | default: "—" }}</td><td>{{ l.classification.reference | default: "—" }}</td><td>{% if l.classification.printout %}Bijlage B{% else %}ontbreekt{% endif %}</td></tr>
    {%- endif %}{% endfor %}
    {%- assign classed = entry.locations | where_exp: "l", "l.classification" %}
    {%- if entry.classification == nil and classed.size == 0 %}
    <tr><td>{{ entry.source.number }}</td><td>{{ entry.source.material_type_item.value | default: "—" }}</td><td>Hele bron</td><td colspan="3">{% if entry.source.asbestos_status_item.value == "Niet asbesthoudend" %}Geen asbest: geen risicoklasse nodig{% else %}Nog niet geclassificeerd{% endif %}</td></tr>
    {%- endif %}${rowsEnd(6, 'Er zijn geen bronnen vastgelegd.')}`,
        },
      ],
    },
    {
      title: 'Onafhankelijkheid en verklaring',
      text: `<p>Het inventarisatiebureau verklaart dat het onafhankelijk is van de opdrachtgever, de eigenaar van het object en het bedrijf dat de asbesthoudende materialen zal verwijderen: er bestaat geen financiële, organisatorische of personele band die de uitkomst van deze inventarisatie kan beïnvloeden.</p>
<p>De inventarisatie is uitgevoerd en dit rapport is opgesteld volgens het certificatieschema SC-540 door een deskundig inventariseerder asbest (DIA) met een geldig persoonscertificaat. Het definitieve rapport wordt geregistreerd in het Landelijk Asbestvolgsysteem (LAVS).</p>`,
      elements: [
        {
          title: 'Certificering',
          headingLevel: 2,
          query: `
query Certificering($survey: ID!) {
  survey: onderzoek(id: $survey) { branch branch_name surveyor_people { full_name } }
  branches { id name process_certificate_number certificates { name number issuer valid_until } }
}`,
          markup: `
{%- assign branch = branches | where: "id", survey.branch | first -%}
<p>Inventariseerder: {{ survey.surveyor_people | map: "full_name" | join: ", " | default: "—" }}.</p>
{%- if branch %}
<p>{{ branch.name }} is gecertificeerd volgens SC-540 (procescertificaat {{ branch.process_certificate_number }}).</p>
<table class="report-table">
  <thead><tr><th scope="col">Certificaat</th><th scope="col">Nummer</th><th scope="col">Uitgegeven door</th><th scope="col">Geldig tot</th></tr></thead>
  <tbody>
  {%- for certificate in branch.certificates %}
    <tr><td>{{ certificate.name }}</td><td>{{ certificate.number }}</td><td>{{ certificate.issuer }}</td><td>{{ certificate.valid_until | long_date }}</td></tr>
  {%- endfor %}
  </tbody>
</table>
{%- else %}
<p>{{ survey.branch_name | default: "Er is geen gecertificeerde vestiging aan het onderzoek gekoppeld." }}</p>
{%- endif %}`,
        },
      ],
    },
    {
      title: 'Laboratoriumcertificaten',
      appendix: true,
      text: `<p>De analysecertificaten van het laboratorium, met per monster de aangetroffen asbestsoorten en het gewichtspercentage.</p>`,
      elements: [
        {
          title: 'Overzicht certificaten',
          headingLevel: 0,
          query: `
query Certificaten($survey: ID!) {
  samples: surveySamples(surveyId: $survey) {
    number
    analyses { laboratory_name certificate { id number issued_on file { id } } }
  }
}`,
          markup: `
{%- assign analyses = "" | split: "" -%}
{%- for sample in samples %}{% assign analyses = analyses | concat: sample.analyses %}{% endfor -%}
{%- assign numbers = analyses | map: "certificate.number" | compact | uniq -%}
<table class="report-table">
  <thead><tr><th scope="col">Certificaat</th><th scope="col">Laboratorium</th><th scope="col">Datum</th><th scope="col">Monsters</th></tr></thead>
  <tbody>
  {%- for number in numbers %}
    {%- assign analysis = analyses | where: "certificate.number", number | first %}
    <tr><td>{{ number }}</td><td>{{ analysis.laboratory_name }}</td><td>{{ analysis.certificate.issued_on | long_date }}</td><td>{% for sample in samples %}{% assign sample_numbers = sample.analyses | map: "certificate.number" %}{% if sample_numbers contains number %}{{ sample.number }} {% endif %}{% endfor %}</td></tr>${rowsEnd(4, 'Er zijn nog geen certificaten ontvangen.')}`,
        },
        certificatePagesElement({
          title: 'Certificaten',
          queryName: 'CertificaatPaginas',
          certificateFields: 'number file { id }',
        }),
      ],
    },
    {
      title: 'SMA-rt-uitdraaien',
      appendix: true,
      text: `<p>De uitdraaien van de risicoclassificatie in SMA-rt, per bron (of per locatie waar die een eigen klasse heeft), met dezelfde bronnummers als in dit rapport.</p>`,
      elements: [
        {
          title: 'Uitdraaien',
          headingLevel: 0,
          page: { size: 'A4', orientation: 'portrait', headerFooter: false },
          query: `
query SmartUitdraaien($survey: ID!) {
  sources: surveyRiskClasses(surveyId: $survey) {
    classification { printout { id } }
    locations { classification { printout { id } } }
  }
}`,
          markup: `
{%- for entry in sources %}
  {%- if entry.classification.printout %}{% pdf_pages entry.classification.printout.id %}{% endif %}
  {%- for l in entry.locations %}{% if l.classification.printout %}{% pdf_pages l.classification.printout.id %}{% endif %}{% endfor %}
{%- endfor %}`,
        },
      ],
    },
    {
      title: 'Plattegronden',
      appendix: true,
      text: `<p>De plattegronden van het object met de bronnen gemarkeerd met hun bronnummer.</p>`,
      elements: [
        plansElement({
          title: 'Tekeningen',
          queryName: 'Plattegronden',
          size: 'A3',
          none: 'Er zijn geen plattegronden bij het onderzoek opgeslagen.',
        }),
      ],
    },
  ],
};
