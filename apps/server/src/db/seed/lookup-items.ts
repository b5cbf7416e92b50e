/**
 * Demo content of a variable set (spec section 3): the lookup lists a Dutch SC-540
 * certified inventory firm with a maritime (IHM) business line would use, the LAVS
 * external system and the mappings of list items to LAVS code values.
 *
 * Property lists are in Dutch; the IHM lists (vscp_*, ihm_scopes, deck_names,
 * entry_materiaal_statussen) are in English, as maritime practice is. LAVS has no public
 * system-to-system specification, so the LAVS codes below are the simulator's codes.
 */
import { type ChildListKey, type LookupListKey } from '@vezel/domain';

export interface SeedLookupItem {
  value: string;
  description: string;
  /** Defaults to true. */
  active?: boolean;
  /** A referenced item is named by its value; the seed stores its id. */
  data?: Record<string, unknown>;
  /** Items of child lists that belong to this one. */
  children?: Partial<Record<ChildListKey, readonly SeedLookupItem[]>>;
}

export interface SeedMapping {
  list: LookupListKey;
  itemValue: string;
  value: string;
  description: string;
  direction: 'import' | 'export' | 'both';
  priority: number;
}

/** The LAVS system as it appears in the external_systems list and owns the mappings. */
export const seedExternalSystem: {
  value: string;
  description: string;
  data: Record<string, unknown>;
} = {
  value: 'LAVS',
  description: 'Landelijk Asbestvolgsysteem',
  data: { base_url: 'http://127.0.0.1:4010', environment: 'simulator' },
};

// ---------------------------------------------------------------------------------------
// Helpers for lists whose items carry structured data.

interface MonsterSoort {
  value: string;
  prefix: string;
  /** The sample's pin on a plan drawing, in a 24 × 24 box. */
  svg: string;
  size: number;
  analyse_methodes: readonly string[];
  /** Its samples go to LAVS as adhesive samples (`adhesiveSampleFlag`, modules/lavs). */
  adhesive?: boolean;
}

const materiaalmonster: MonsterSoort = {
  value: 'Materiaalmonster',
  prefix: 'M',
  svg: '<path d="M12 2 L22 21 L2 21 Z" fill="#1976D2" stroke="#FFFFFF" stroke-width="1.5" />',
  size: 24,
  analyse_methodes: ['NEN 5896'],
};
const kleefmonster: MonsterSoort = {
  value: 'Kleefmonster',
  prefix: 'K',
  svg: '<path d="M12 2 L22 12 L12 22 L2 12 Z" fill="#7B1FA2" stroke="#FFFFFF" stroke-width="1.5" />',
  size: 20,
  analyse_methodes: ['NEN 2991'],
  adhesive: true,
};
const stofmonster: MonsterSoort = {
  value: 'Stofmonster',
  prefix: 'S',
  svg: '<rect x="3" y="3" width="18" height="18" fill="#00897B" stroke="#FFFFFF" stroke-width="1.5" />',
  size: 20,
  analyse_methodes: ['NEN 5896', 'NEN 2991'],
};

const allMaterialStatuses = [
  'Asbesthoudend',
  'Aangenomen asbesthoudend',
  'Verdacht',
  'Niet asbesthoudend',
  'Gesaneerd',
];

/**
 * The amounts a laboratory reports for one asbestos type, with the status each means and
 * the percentages each covers (`amountForPercentage` in @vezel/domain/lab/results): 0 is
 * "not detected", a value belongs to the amount from its minimum up to its maximum.
 */
function resultAmounts(): SeedLookupItem[] {
  const amount = (
    value: string,
    description: string,
    min: string,
    max: string,
    status: string,
  ) => ({
    value,
    description,
    data: { materiaal_status: status, min_percentage: min, max_percentage: max },
  });
  return [
    amount('Niet aangetoond', 'Onder de detectiegrens.', '0', '0', 'Niet asbesthoudend'),
    amount('< 2 %', 'Sporen.', '0', '2', 'Asbesthoudend'),
    amount('2 - 5 %', '', '2', '5', 'Asbesthoudend'),
    amount('5 - 15 %', '', '5', '15', 'Asbesthoudend'),
    amount('15 - 50 %', '', '15', '50', 'Asbesthoudend'),
    amount('> 50 %', '', '50', '100', 'Asbesthoudend'),
  ];
}

/** The six asbestos types NEN 5896 distinguishes, each with its result amounts. */
const analysisMaterials: SeedLookupItem[] = [
  { value: 'Chrysotiel', description: 'Wit asbest (serpentijn).', type: 'chrysotile' },
  { value: 'Amosiet', description: 'Bruin asbest (amfibool).', type: 'amosite' },
  { value: 'Crocidoliet', description: 'Blauw asbest (amfibool).', type: 'crocidolite' },
  { value: 'Tremoliet', description: 'Amfibool.', type: 'tremolite' },
  { value: 'Actinoliet', description: 'Amfibool.', type: 'actinolite' },
  { value: 'Anthophylliet', description: 'Amfibool.', type: 'anthophyllite' },
].map(({ type, ...material }) => ({
  ...material,
  data: { asbestos_type: type },
  children: { analyse_resultaat_hoeveelheden: resultAmounts() },
}));

function materiaalType(
  value: string,
  description: string,
  monsterSoorten: readonly MonsterSoort[] = [materiaalmonster],
): SeedLookupItem {
  return {
    value,
    description,
    data: { materiaal_statussen: allMaterialStatuses },
    children: {
      monster_soorten: monsterSoorten.map((kind) => ({
        value: kind.value,
        description: '',
        data: {
          prefix: kind.prefix,
          svg: kind.svg,
          size: kind.size,
          analyse_methodes: kind.analyse_methodes,
          ...(kind.adhesive && { adhesive: true }),
        },
      })),
      analyse_materialen: analysisMaterials,
    },
  };
}

function materiaalStatus(
  value: string,
  description: string,
  prioriteit: number,
  color: string,
  highlightColor: string,
): SeedLookupItem {
  return { value, description, data: { prioriteit, color, highlight_color: highlightColor } };
}

function toepassing(value: string, description: string, category: string): SeedLookupItem {
  return { value, description, data: { toepassing_category: category } };
}

function waarnemingType(
  value: string,
  description: string,
  prefix: string,
  svg: string,
  size = 24,
): SeedLookupItem {
  return { value, description, data: { prefix, svg, size } };
}

interface SvgElementOptions {
  svg: string;
  lockedAspectRatio?: boolean;
  move?: boolean;
  rotate?: boolean;
  scaleX?: boolean;
  scaleY?: boolean;
  isPoly?: boolean;
  hasSize?: boolean;
  defaultSize?: number | null;
  isArea?: boolean;
}

function svgElementType(
  value: string,
  description: string,
  options: SvgElementOptions,
): SeedLookupItem {
  return {
    value,
    description,
    data: {
      locked_aspect_ratio: options.lockedAspectRatio ?? true,
      svg: options.svg,
      svg_active: options.svg,
      svg_move: options.move ?? true,
      svg_rotate: options.rotate ?? false,
      svg_scale_x: options.scaleX ?? false,
      svg_scale_y: options.scaleY ?? false,
      is_poly: options.isPoly ?? false,
      has_size: options.hasSize ?? false,
      default_size: options.defaultSize ?? null,
      is_area: options.isArea ?? false,
    },
  };
}

function ihmScope(
  value: string,
  description: string,
  table: 'A' | 'B' | 'EU',
  threshold: string,
): SeedLookupItem {
  return { value, description, data: { table, threshold } };
}

// ---------------------------------------------------------------------------------------

export const seedLookupItems: Record<LookupListKey, readonly SeedLookupItem[]> = {
  afschermingen: [
    { value: 'Niet afgeschermd', description: 'De bron ligt vrij en is direct aan te raken.' },
    {
      value: 'Gedeeltelijk afgeschermd',
      description: 'De bron is deels afgedekt, bijvoorbeeld door een betimmering of kast.',
    },
    {
      value: 'Volledig afgeschermd',
      description: 'De bron zit volledig achter een afwerking maar is niet luchtdicht omsloten.',
    },
    {
      value: 'Geheel omsloten',
      description: 'De toepassing is luchtdicht ingesloten; vezelemissie is niet mogelijk.',
      data: { fully_enclosed: true },
    },
  ],

  analyse_methodes: [
    {
      value: 'NEN 5896',
      description:
        'Kwalitatieve en kwantitatieve bepaling van asbest in materialen met polarisatiemicroscopie.',
    },
    {
      value: 'NEN 5897',
      description: 'Bepaling van asbest in bouw- en sloopafval, granulaat en recyclinggranulaat.',
    },
    {
      value: 'NEN 5898',
      description: 'Bepaling van het asbestgehalte in bouwmaterialen en vergelijkbare materialen.',
    },
    {
      value: 'NEN 2990',
      description: 'Eindbeoordeling (vrijgave) van een ruimte of werkgebied na asbestverwijdering.',
    },
    {
      value: 'NEN 2991',
      description: 'Risicobeoordeling van asbest in gebouwen en constructies die in gebruik zijn.',
    },
    {
      value: 'NEN 5707',
      description:
        'Inspectie en analyse van asbest in bodem en grond; niet gebruikt voor bouwmaterialen.',
      active: false,
    },
  ],

  asbestos_risk_assessments: [
    {
      value: 'Geen risico',
      description: 'Geen blootstelling boven de verwaarloosbare concentratie te verwachten.',
    },
    {
      value: 'Beperkt risico',
      description:
        'Blootstelling alleen bij bewerking of beschadiging; beheersmaatregelen volstaan.',
    },
    {
      value: 'Verhoogd risico',
      description: 'Vezelemissie mogelijk bij normaal gebruik; maatregelen op korte termijn nodig.',
    },
    {
      value: 'Ernstig risico',
      description: 'Actuele blootstelling aannemelijk; ruimte afsluiten en direct saneren.',
    },
  ],

  asbestos_survey_extends: [
    {
      value: 'Zichtbaar en bereikbaar',
      description:
        'Alleen wat zonder hulpmiddelen te zien en te bereiken is (type A, niet-destructief).',
    },
    {
      value: 'Licht destructief',
      description: 'Beperkt openmaken van afwerkingen, luiken en plafonds (type A).',
    },
    {
      value: 'Volledig destructief',
      description: 'Openbreken van constructies om verborgen toepassingen te vinden (type B).',
    },
  ],

  asbestos_survey_purposes: [
    {
      value: 'Verwijderen benoemde materialen',
      description:
        'Geschikt voor het verwijderen van uitsluitend de in het rapport benoemde asbesthoudende materialen.',
    },
    {
      value: 'Renovatie zonder constructieve aantasting',
      description:
        'Geschikt voor renovatie of onderhoud waarbij de constructie niet wordt aangetast.',
    },
    {
      value: 'Renovatie of totaalsloop',
      description: 'Geschikt voor ingrijpende renovatie of sloop van het gehele object.',
    },
    {
      value: 'Niet geschikt voor verwijdering',
      description: 'Alleen voor beheer en risicobeoordeling van het object in gebruik.',
    },
  ],

  asbestos_survey_scopes: [
    { value: 'Gehele object', description: 'Het volledige object, binnen en buiten.' },
    {
      value: 'Bouwkundig',
      description: 'Alleen bouwkundige onderdelen: dak, gevel, wanden, vloeren.',
    },
    {
      value: 'Installaties',
      description: 'Alleen installatietechnische onderdelen zoals cv, leidingen en ventilatie.',
    },
    {
      value: 'Deel van het object',
      description: 'Een afgebakend deel, bijvoorbeeld de keuken of één bouwlaag.',
    },
    {
      value: 'Terrein',
      description: 'Het maaiveld en de opstallen op het terrein rond het object.',
    },
  ],

  asbest_statussen: [
    {
      value: 'Asbesthoudend',
      description: 'Asbest aangetoond door laboratoriumanalyse.',
      data: { contains_asbestos: true },
    },
    {
      value: 'Niet asbesthoudend',
      description: 'Geen asbest aangetoond in het geanalyseerde monster.',
    },
    {
      value: 'Verdacht (niet bemonsterd)',
      description:
        'Asbestverdacht materiaal dat niet is bemonsterd; krijgt de hoogste risicoklasse.',
      data: { contains_asbestos: true },
    },
    {
      value: 'Aangenomen asbesthoudend',
      description:
        'Op basis van documentatie of een gelijk monster elders als asbesthoudend aangemerkt.',
      data: { contains_asbestos: true },
    },
  ],

  asbest_regisseur_locaties: [
    {
      value: 'Woning',
      description: 'Een zelfstandige huurwoning binnen het bezit van de opdrachtgever.',
    },
    {
      value: 'Algemene ruimte',
      description: 'Gemeenschappelijke ruimten van een complex, zoals trappenhuis en bergingsgang.',
    },
    { value: 'Bedrijfsruimte', description: 'Een winkel, kantoor of andere niet-woonruimte.' },
    { value: 'Bijgebouw', description: 'Een schuur, garage of berging los van de woning.' },
    { value: 'Buitenterrein', description: 'Tuin, erf of terrein behorende bij het complex.' },
  ],

  asbest_regisseur_reden_inv_later: [
    {
      value: 'Pand niet toegankelijk',
      description: 'Het pand kon binnen 5 werkdagen niet worden betreden.',
    },
    {
      value: 'Bewoner niet thuis',
      description: 'De bewoner was op de afgesproken datum niet aanwezig.',
    },
    {
      value: 'Op verzoek opdrachtgever',
      description: 'De opdrachtgever heeft om een latere uitvoeringsdatum gevraagd.',
    },
    {
      value: 'Op verzoek bewoner',
      description: 'De bewoner heeft de afspraak verzet naar een latere datum.',
    },
    {
      value: 'Sleutel niet beschikbaar',
      description: 'De sleutel van de woning of het complex was niet tijdig beschikbaar.',
    },
    {
      value: 'Aanvullende gegevens nodig',
      description:
        'Voor de uitvoering ontbraken gegevens, zoals tekeningen of de omvang van de werkzaamheden.',
    },
    {
      value: 'Capaciteit inventariseerder',
      description: 'Er was binnen de termijn geen gecertificeerde inventariseerder beschikbaar.',
      active: false,
    },
  ],

  behandeling_statussen: [
    { value: 'Niet behandeld', description: 'De bron is aanwezig en nog niet gesaneerd.' },
    {
      value: 'Gesaneerd',
      description: 'De bron is verwijderd en de ruimte is vrijgegeven volgens NEN 2990.',
    },
    {
      value: 'Gedeeltelijk gesaneerd',
      description: 'Een deel van de bron is verwijderd; het restant is nog aanwezig.',
    },
    {
      value: 'Beheerst',
      description: 'De bron blijft aanwezig en valt onder beheersmaatregelen.',
    },
  ],

  behandelmomenten: [
    { value: 'Direct', description: 'Zo snel mogelijk saneren vanwege actueel risico.' },
    {
      value: 'Voor renovatie',
      description: 'Verwijderen voordat de renovatiewerkzaamheden starten.',
    },
    { value: 'Voor sloop', description: 'Verwijderen voordat de sloop van het object begint.' },
    { value: 'Bij mutatie', description: 'Verwijderen bij de eerstvolgende huurderswissel.' },
    {
      value: 'Bij planmatig onderhoud',
      description: 'Meenemen in het eerstvolgende planmatig onderhoud.',
    },
    {
      value: 'Geen actie nodig',
      description: 'De bron kan in de huidige staat blijven zitten.',
    },
  ],

  beheersmaatregel_types: [
    { value: 'Etiketteren', description: 'De bron markeren met een asbeststicker.' },
    {
      value: 'Afschermen',
      description: 'De bron afdekken of inpakken zodat beschadiging niet mogelijk is.',
    },
    { value: 'Coaten', description: 'Het oppervlak fixeren met een coating of verf.' },
    {
      value: 'Toegang beperken',
      description: 'De ruimte afsluiten of alleen toegankelijk maken voor geïnstrueerde personen.',
    },
    {
      value: 'Periodieke inspectie',
      description: 'De staat van de bron periodiek laten controleren door een deskundige.',
    },
    {
      value: 'Voorlichting gebruikers',
      description: 'Bewoners en gebruikers informeren over de bron en wat zij niet mogen doen.',
    },
  ],

  beperkingen: [
    {
      value: 'Niet bereikbaar',
      description: 'Het onderdeel was zonder hulpmiddelen niet te bereiken.',
    },
    {
      value: 'Geen toegang',
      description: 'De ruimte was afgesloten of de sleutel was niet beschikbaar.',
    },
    {
      value: 'In gebruik',
      description: 'Het object was bewoond of in gebruik; destructief onderzoek was niet mogelijk.',
    },
    {
      value: 'Constructieve veiligheid',
      description: 'Openbreken zou de constructie of de veiligheid aantasten.',
    },
    { value: 'Valgevaar', description: 'Het dak of de hoogte was niet veilig te betreden.' },
    {
      value: 'Installatie in bedrijf',
      description: 'De installatie kon niet buiten bedrijf worden gesteld.',
    },
    {
      value: 'Kruipruimte te laag',
      description: 'De kruipruimte was te laag om veilig te betreden of stond onder water.',
    },
    {
      value: 'Destructief onderzoek niet toegestaan',
      description: 'De opdrachtgever of bewoner gaf geen toestemming voor destructief onderzoek.',
    },
  ],

  bereikbaarheden: [
    {
      value: 'Goed bereikbaar',
      description: 'Vanaf de vloer of met een huishoudtrap te bereiken.',
    },
    {
      value: 'Matig bereikbaar',
      description: 'Alleen met een ladder of na het openen van een luik.',
    },
    {
      value: 'Slecht bereikbaar',
      description: 'Alleen met steiger of hoogwerker, of na sloop van afwerking.',
    },
    { value: 'Niet bereikbaar', description: 'Zonder ingrijpende sloop niet te bereiken.' },
  ],

  beschadigingen: [
    {
      value: 'Onbeschadigd',
      description: 'Het materiaal vertoont geen zichtbare schade.',
      data: { intact: true },
    },
    { value: 'Licht beschadigd', description: 'Kleine breuken, boorgaten of afgesleten randen.' },
    {
      value: 'Zwaar beschadigd',
      description: 'Grote breuken of losse delen; vezelemissie is mogelijk.',
    },
    {
      value: 'Verweerd',
      description: 'Het oppervlak is door weersinvloeden aangetast, met vrijliggende vezels.',
    },
  ],

  bevestigingen: [
    { value: 'Geschroefd', description: 'Met schroeven of bouten bevestigd.' },
    { value: 'Gespijkerd', description: 'Met spijkers of nieten bevestigd.' },
    { value: 'Gelijmd', description: 'Met lijm of kit verlijmd op de ondergrond.' },
    { value: 'Ingeklemd', description: 'Los ingeklemd in profielen of sponningen.' },
    { value: 'Los gelegd', description: 'Los gelegd zonder mechanische bevestiging.' },
    { value: 'Ingestort', description: 'Ingestort in beton of ingemetseld in het werk.' },
  ],

  bindingen: [
    {
      value: 'Hechtgebonden',
      description: 'De vezels zijn stevig gebonden in het materiaal, zoals bij asbestcement.',
      data: { bonded: true },
    },
    {
      value: 'Niet-hechtgebonden',
      description: 'De vezels zijn los gebonden en komen gemakkelijk vrij, zoals bij spuitasbest.',
    },
  ],

  blootstellingen: [
    { value: 'Geen blootstelling', description: 'Bij normaal gebruik komen geen vezels vrij.' },
    {
      value: 'Indirecte blootstelling',
      description: 'Vezels kunnen vrijkomen via ventilatie of bij incidentele aanraking.',
    },
    {
      value: 'Directe blootstelling',
      description: 'Gebruikers staan bij normaal gebruik bloot aan vrijkomende vezels.',
    },
  ],

  bron_adviezen: [
    {
      value: 'Verwijderen voor renovatie of sloop',
      description:
        'De bron laten verwijderen door een SC-530 gecertificeerd saneringsbedrijf voor aanvang van de werkzaamheden.',
      data: { removal: true },
    },
    {
      value: 'Direct verwijderen',
      description: 'De bron vormt een actueel risico en moet direct weg.',
      data: { removal: true },
    },
    {
      value: 'Handhaven',
      description: 'De bron kan blijven zitten; niet bewerken en periodiek inspecteren.',
    },
    {
      value: 'Nader onderzoek',
      description: 'Aanvullend (destructief) onderzoek nodig om de omvang vast te stellen.',
    },
    {
      value: 'Risicobeoordeling uitvoeren',
      description: 'Een risicobeoordeling volgens NEN 2991 laten uitvoeren.',
    },
  ],

  bron_locatie_analysemethodes: [
    {
      value: 'Monstername',
      description: 'Van de bronlocatie is een monster genomen en geanalyseerd.',
    },
    {
      value: 'Gerelateerd monster',
      description: 'Gelijk aan een elders bemonsterde toepassing van hetzelfde materiaal.',
    },
    {
      value: 'Geen analyse, geheel omsloten',
      description: 'Niet bemonsterd omdat de toepassing geheel omsloten is; risicoklasse 1.',
    },
    {
      value: 'Geen analyse, aangenomen',
      description: 'Niet bemonsterd en als asbesthoudend aangenomen; hoogste risicoklasse.',
    },
    {
      value: 'Documentatie',
      description: 'Samenstelling vastgesteld op basis van documentatie of productgegevens.',
    },
  ],

  bron_locatie_foto_labels: [
    { value: 'Overzicht', description: 'Overzichtsfoto van de ruimte met de bron.' },
    { value: 'Detail', description: 'Detailfoto van het materiaal.' },
    {
      value: 'Monsterpunt',
      description: 'De plek waar het monster is genomen, met monsternummer.',
    },
    { value: 'Beschadiging', description: 'Foto van zichtbare schade aan de bron.' },
    { value: 'Markering', description: 'Foto van de aangebrachte asbeststicker of markering.' },
  ],

  capability_certificate_requirements: [
    {
      value: 'Geldig DIA-certificaat',
      description: 'Persoonscertificaat Deskundig Inventariseerder Asbest, niet verlopen.',
    },
    {
      value: 'Geldig VCA-certificaat',
      description: 'VCA Basis of VCA VOL, nodig voor werk op bouwplaatsen en in de industrie.',
    },
    {
      value: 'Geldige medische keuring',
      description: 'Arbeidsgezondheidskundig onderzoek voor het werken met adembescherming.',
    },
    {
      value: 'Geldige face-fit test',
      description: 'Recente pasvormtest van het gebruikte volgelaats- of halfgelaatsmasker.',
    },
    {
      value: 'Geldig IHM-expertcertificaat',
      description:
        'Opleiding tot IHM-expert volgens de IMO-richtlijnen, voor maritieme inventarisaties.',
    },
  ],

  condities: [
    { value: 'Goed', description: 'Het materiaal is intact en stevig.', data: { intact: true } },
    { value: 'Matig', description: 'Het materiaal is verouderd of licht aangetast.' },
    { value: 'Slecht', description: 'Het materiaal is sterk aangetast, brokkelig of los.' },
  ],

  deck_names: [
    { value: 'Tank top', description: 'Top of the double bottom tanks, lowest working level.' },
    { value: 'Double bottom', description: 'Space between the bottom shell and the tank top.' },
    { value: 'Lower deck', description: 'Lowest continuous deck above the tank top.' },
    { value: 'Tween deck', description: 'Intermediate deck between the lower and the main deck.' },
    { value: 'Main deck', description: 'Uppermost continuous deck of the hull.' },
    { value: 'Upper deck', description: 'Deck above the main deck.' },
    { value: 'Forecastle deck', description: 'Deck of the raised forward superstructure.' },
    { value: 'Poop deck', description: 'Deck of the raised aft superstructure.' },
    { value: 'Boat deck', description: 'Accommodation deck where the lifeboats are stowed.' },
    { value: 'Bridge deck', description: 'Deck of the wheelhouse and navigation bridge.' },
    {
      value: 'Compass deck',
      description: 'Top of the wheelhouse with the magnetic compass and masts.',
    },
  ],

  document_types: [
    {
      value: 'Inventarisatierapport',
      description: 'Het asbestinventarisatierapport met bijlagen.',
    },
    { value: 'Analyserapport', description: 'Het analysecertificaat van het laboratorium.' },
    { value: 'SMA-rt uitdraai', description: 'De uitdraai van de risicoclassificatie uit SMA-rt.' },
    { value: 'Plattegrond', description: 'Een plattegrond of tekening met gemarkeerde bronnen.' },
    { value: 'Opdrachtbevestiging', description: 'De getekende opdracht van de opdrachtgever.' },
    { value: 'Foto', description: 'Een losse foto bij het onderzoek.' },
    { value: 'Overig', description: 'Een document dat niet in een andere categorie past.' },
  ],

  eenheden: [
    { value: 'm²', description: 'Vierkante meter, voor plaatmateriaal en vloerbedekking.' },
    { value: 'm¹', description: 'Strekkende meter, voor kitvoegen, leidingen en koord.' },
    { value: 'stuks', description: 'Aantal losse onderdelen, zoals vensterbanken of pakkingen.' },
    { value: 'm³', description: 'Kubieke meter, voor grond, puin of losse isolatie.' },
    { value: 'kg', description: 'Kilogram, voor IHM-hoeveelheden en afval.' },
  ],

  element_types: [
    { value: 'Dak', description: 'Dakbedekking, dakbeschot en dakranden.' },
    { value: 'Gevel', description: 'Gevelbekleding, boeidelen en gevelopeningen.' },
    { value: 'Wand', description: 'Binnen- en buitenwanden en hun afwerking.' },
    { value: 'Vloer', description: 'Vloeren en vloerafwerking.' },
    { value: 'Plafond', description: 'Plafonds en plafondafwerking.' },
    { value: 'Kozijn', description: 'Kozijnen, vensterbanken en beglazingskit.' },
    { value: 'Installatie', description: 'Verwarming, ventilatie en elektra.' },
    { value: 'Leidingwerk', description: 'Water-, gas- en afvoerleidingen met hun isolatie.' },
  ],

  entry_materiaal_statussen: [
    { value: 'Contained (Y)', description: 'Hazardous material is present above the threshold.' },
    {
      value: 'Not contained (N)',
      description: 'Hazardous material is absent or below the threshold.',
    },
    { value: 'Unknown', description: 'Presence cannot be determined from the documents.' },
    {
      value: 'PCHM',
      description:
        'Potentially containing hazardous material; classified without sampling, with a reason.',
    },
  ],

  external_systems: [
    {
      value: seedExternalSystem.value,
      description: seedExternalSystem.description,
      data: seedExternalSystem.data,
    },
    {
      value: 'Asbestregisseur',
      description: 'Platform waarlangs opdrachtgevers inventarisatieprojecten aanleveren.',
      data: { environment: 'simulator' },
    },
    {
      value: 'DSO',
      description:
        'Digitaal Stelsel Omgevingswet, aangekondigde opvolger van LAVS (gepland rond 2027).',
      active: false,
      data: { environment: 'none' },
    },
  ],

  ihm_scopes: [
    ihmScope('Asbestos', 'Asbestos in any form, e.g. insulation, gaskets, boards.', 'A', '0.1 %'),
    ihmScope(
      'PCBs',
      'Polychlorinated biphenyls, e.g. in transformers, cables and paints.',
      'A',
      '50 mg/kg',
    ),
    ihmScope(
      'ODS',
      'Ozone-depleting substances, e.g. refrigerants and fire-fighting agents.',
      'A',
      'none',
    ),
    ihmScope(
      'Organotin compounds',
      'Anti-fouling systems with TBT and other organotins.',
      'A',
      '2,500 mg total tin/kg',
    ),
    ihmScope('Cybutryne', 'Anti-fouling biocide restricted since 2023.', 'A', '1,000 mg/kg'),
    ihmScope(
      'Cadmium',
      'Cadmium and its compounds, e.g. in batteries and coatings.',
      'B',
      '100 mg/kg',
    ),
    ihmScope(
      'Hexavalent chromium',
      'Chromium VI compounds, e.g. in primers and platings.',
      'B',
      '1,000 mg/kg',
    ),
    ihmScope(
      'Lead',
      'Lead and its compounds, e.g. in paints, batteries and cable sheathing.',
      'B',
      '1,000 mg/kg',
    ),
    ihmScope(
      'Mercury',
      'Mercury and its compounds, e.g. in gauges, lamps and switches.',
      'B',
      '1,000 mg/kg',
    ),
    ihmScope('PBBs', 'Polybrominated biphenyls, flame retardants in plastics.', 'B', '50 mg/kg'),
    ihmScope(
      'PBDEs',
      'Polybrominated diphenyl ethers, flame retardants in plastics and foams.',
      'B',
      '1,000 mg/kg',
    ),
    ihmScope('PCNs', 'Polychlorinated naphthalenes, e.g. in cables and rubber.', 'B', '50 mg/kg'),
    ihmScope('Radioactive substances', 'E.g. smoke detectors and luminous signs.', 'B', 'none'),
    ihmScope(
      'SCCPs',
      'Certain short-chain chlorinated paraffins, e.g. in sealants and rubber.',
      'B',
      '1 %',
    ),
    ihmScope(
      'PFOS',
      'Perfluorooctane sulfonic acid, e.g. in fire-fighting foam (EU SRR).',
      'EU',
      '10 mg/kg',
    ),
    ihmScope(
      'HBCDD',
      'Hexabromocyclododecane, flame retardant in insulation (EU SRR).',
      'EU',
      '100 mg/kg',
    ),
  ],

  inventarisatie_asset_document_types: [
    { value: 'Bouwtekening', description: 'Bestek- of revisietekening van het object.' },
    {
      value: 'Eerder inventarisatierapport',
      description: 'Een eerder asbestinventarisatierapport van hetzelfde object.',
    },
    { value: 'Vrijgaverapport', description: 'Rapport van een eindbeoordeling volgens NEN 2990.' },
    { value: 'Bouwvergunning', description: 'Vergunning met bouwjaar en gebruikte materialen.' },
    { value: 'General arrangement', description: 'General arrangement plan of the vessel.' },
    {
      value: 'Machinery arrangement',
      description: 'Machinery arrangement plan of the engine room.',
    },
    { value: 'Fire control plan', description: 'Fire and safety plan with insulation classes.' },
    {
      value: 'AFS certificate',
      description: 'International anti-fouling system certificate of the vessel.',
    },
  ],

  inventarisatie_rollen: [
    {
      value: 'Inventariseerder',
      description: 'Voert onderzoeken uit en stelt rapporten op.',
      data: { rol_id: 1 },
    },
    {
      value: 'Projectleider',
      description: 'Plant onderzoeken, beoordeelt rapporten en beheert de variabelen.',
      data: { rol_id: 2 },
    },
    {
      value: 'Beheerder',
      description: 'Beheert gebruikers, organisatie-instellingen en koppelingen.',
      data: { rol_id: 3 },
    },
  ],

  inventarisatie_user_capabilities: [
    {
      value: 'Asbestinventarisatie',
      description: 'Mag asbestinventarisaties uitvoeren en tekenen.',
    },
    { value: 'Monsterneming', description: 'Mag materiaal- en kleefmonsters nemen.' },
    { value: 'SMA-rt classificatie', description: 'Mag risicoklassen bepalen in SMA-rt.' },
    {
      value: 'Rapportcontrole',
      description: 'Mag rapporten van collega’s controleren en vrijgeven.',
    },
    {
      value: 'IHM-inventarisatie',
      description: 'Mag IHM-onderzoeken aan boord van schepen uitvoeren.',
    },
    { value: 'Werken op hoogte', description: 'Mag daken en hoogwerkers betreden.' },
  ],

  inventarisatie_user_certificate_types: [
    { value: 'DIA', description: 'Persoonscertificaat Deskundig Inventariseerder Asbest.' },
    { value: 'DAV', description: 'Persoonscertificaat Deskundig Asbestverwijderaar.' },
    { value: 'DTA', description: 'Persoonscertificaat Deskundig Toezichthouder Asbest.' },
    { value: 'VCA Basis', description: 'Basisveiligheid voor operationeel medewerkers.' },
    { value: 'VCA VOL', description: 'Veiligheid voor operationeel leidinggevenden.' },
    {
      value: 'Ascert SMA-rt account',
      description: 'Persoonlijke toegang tot SMA-rt, uitgegeven door Ascert.',
    },
    { value: 'IHM Expert', description: 'Training IHM-expert volgens IMO-richtlijn MEPC.379(80).' },
    {
      value: 'Medische keuring',
      description: 'Arbeidsgezondheidskundig onderzoek voor asbestwerk.',
    },
  ],

  location_names: [
    { value: 'Binnen', description: 'Binnen de thermische schil van het object.' },
    { value: 'Buiten', description: 'Buitenzijde van het object, zoals gevel en dakrand.' },
    { value: 'Dak', description: 'Het dakvlak en de dakopbouwen.' },
    { value: 'Kruipruimte', description: 'De ruimte onder de begane grondvloer.' },
    { value: 'Terrein', description: 'Het maaiveld rondom het object.' },
  ],

  materiaal_statussen: [
    materiaalStatus('Asbesthoudend', 'Asbest aangetoond in het monster.', 1, '#D32F2F', '#FFCDD2'),
    materiaalStatus(
      'Aangenomen asbesthoudend',
      'Niet bemonsterd maar als asbesthoudend aangenomen.',
      2,
      '#F57C00',
      '#FFE0B2',
    ),
    materiaalStatus(
      'Verdacht',
      'Asbestverdacht, analyse nog niet bekend.',
      3,
      '#FBC02D',
      '#FFF9C4',
    ),
    materiaalStatus(
      'Niet asbesthoudend',
      'Geen asbest aangetoond in het monster.',
      4,
      '#388E3C',
      '#C8E6C9',
    ),
    materiaalStatus(
      'Gesaneerd',
      'Het materiaal is verwijderd en vrijgegeven.',
      5,
      '#616161',
      '#E0E0E0',
    ),
  ],

  materiaal_types: [
    materiaalType(
      'Asbestcement',
      'Hechtgebonden vezelcement, zoals golfplaten, leien en rioolbuizen.',
    ),
    materiaalType(
      'Vinyl vloerzeil',
      'Vinyl vloerbedekking met een asbesthoudende (kartonachtige) onderlaag.',
    ),
    materiaalType(
      'Vinyl vloertegels',
      'Harde vinyl tegels, vaak 30 x 30 cm, met asbest als vulstof.',
    ),
    materiaalType('Kit', 'Elastische of verharde kit in voegen en rond beglazing.'),
    materiaalType(
      'Brandwerend board',
      'Licht, zacht plaatmateriaal achter kachels en in brandwerende deuren.',
      [materiaalmonster, stofmonster],
    ),
    materiaalType(
      'Spuitasbest',
      'Niet-hechtgebonden gespoten isolatie op staalconstructies en plafonds.',
      [materiaalmonster, kleefmonster, stofmonster],
    ),
    materiaalType(
      'Isolatiekoord',
      'Geweven koord als afdichting in cv-ketels, kachels en leidingdoorvoeren.',
    ),
    materiaalType('Bitumen', 'Bitumineuze dakbedekking, shingles of onderlagen.'),
    materiaalType('Lijm', 'Zwarte bitumineuze lijm onder vloertegels of vloerzeil.'),
    materiaalType('Pakking', 'Afdichtingsring in flenzen van leidingen en installaties.'),
    materiaalType(
      'Leidingisolatie',
      'Isolatie van (cv-)leidingen, vaak met gips of karton omwikkeld.',
      [materiaalmonster, kleefmonster],
    ),
    materiaalType('Stucwerk', 'Spack- of pleisterlaag met asbesthoudende vulstof.'),
  ],

  onderzoek_foto_sizes: [
    {
      value: 'Klein',
      description: 'Vier foto’s per rij in het rapport.',
      data: { breedte_mm: 45, hoogte_mm: 34 },
    },
    {
      value: 'Middel',
      description: 'Twee foto’s per rij in het rapport.',
      data: { breedte_mm: 90, hoogte_mm: 68 },
    },
    {
      value: 'Groot',
      description: 'Eén foto over de halve pagina.',
      data: { breedte_mm: 130, hoogte_mm: 98 },
    },
    {
      value: 'Paginabreed',
      description: 'Eén foto over de volle breedte van een A4.',
      data: { breedte_mm: 190, hoogte_mm: 143 },
    },
  ],

  onderzoek_soorten: [
    {
      value: 'Regulier',
      description: 'Een gepland onderzoek met de normale aanmeldtermijn in LAVS.',
    },
    {
      value: 'Spoed',
      description: 'Een onderzoek dat met voorrang binnen enkele dagen wordt uitgevoerd.',
    },
    {
      value: 'Calamiteit',
      description:
        'Onderzoek na brand, storm of lekkage; vrijgesteld van de aanmeldtermijn in LAVS.',
    },
    {
      value: 'Complexmatig',
      description: 'Representatief onderzoek van gelijke woningen in een complex.',
    },
  ],

  onderzoek_statussen: [
    {
      value: 'Gepland',
      description: 'Het onderzoek is ingepland maar nog niet gestart.',
      data: { lijst: 'proposed' },
    },
    {
      value: 'Actief',
      description: 'Het onderzoek is in uitvoering of in rapportage.',
      data: { lijst: 'active' },
    },
    {
      value: 'Afgerond',
      description: 'Het rapport is opgeleverd aan de opdrachtgever.',
      data: { lijst: 'completed' },
    },
    {
      value: 'Geannuleerd',
      description: 'Het onderzoek gaat niet door.',
      data: { lijst: 'cancelled' },
    },
  ],

  onderzoek_types: [
    {
      value: 'Asbestinventarisatie type A',
      description:
        'Onderzoek naar zichtbare en bereikbare asbesthoudende toepassingen, licht destructief.',
      data: { asset_type: 'property' },
    },
    {
      value: 'Asbestinventarisatie type B',
      description:
        'Destructief onderzoek naar verborgen toepassingen, voorafgaand aan sloop of renovatie.',
      data: { asset_type: 'property' },
    },
    {
      value: 'Aanvullende inventarisatie',
      description:
        'Aanvulling op een eerder rapport voor onderdelen die toen niet onderzocht konden worden.',
      data: { asset_type: 'property' },
    },
    {
      value: 'Herinspectie',
      description: 'Periodieke controle van de staat van achtergebleven asbesthoudende bronnen.',
      data: { asset_type: 'property' },
    },
    {
      value: 'Risicobeoordeling NEN 2991',
      description: 'Beoordeling van het blootstellingsrisico in een gebouw dat in gebruik is.',
      data: { asset_type: 'property' },
    },
    {
      value: 'IHM',
      description: 'Initial Inventory of Hazardous Materials (Part I) for an existing ship.',
      data: { asset_type: 'vessel' },
    },
    {
      value: 'IHM update',
      description: 'Maintenance of IHM Part I after repair, conversion or new equipment on board.',
      data: { asset_type: 'vessel' },
    },
    {
      value: 'Asbestos survey (vessel)',
      description: 'Asbestos-only survey on board, e.g. before a refit or a change of flag.',
      data: { asset_type: 'vessel' },
    },
  ],

  producten: [
    {
      value: 'Eternit golfplaat',
      description: 'Asbestcement golfplaat van Eternit, veel op schuren en stallen.',
    },
    { value: 'Eternit leien', description: 'Asbestcement kunstleien als dak- of gevelbekleding.' },
    {
      value: 'Glasal',
      description: 'Gecoate asbestcement gevelplaat, vaak bij boeidelen en borstweringen.',
    },
    {
      value: 'Pical',
      description: 'Brandwerende plaat in meterkasten, achter kachels en in deuren.',
    },
    { value: 'Asbestona', description: 'Brandwerend board in plafonds en brandscheidingen.' },
    {
      value: 'Navilite',
      description: 'Marine board used in ship accommodation bulkheads and ceilings.',
    },
  ],

  project_aarden: [
    { value: 'Mutatie', description: 'Werkzaamheden bij een huurderswissel.' },
    {
      value: 'Renovatie',
      description: 'Groot onderhoud of renovatie van de woning of het complex.',
    },
    {
      value: 'Planmatig onderhoud',
      description: 'Vervanging van onderdelen volgens de onderhoudsplanning.',
    },
    { value: 'Sloop', description: 'Gedeeltelijke of volledige sloop.' },
    {
      value: 'Reparatieverzoek',
      description: 'Een melding van de bewoner waarvoor asbest vooraf moet worden uitgesloten.',
    },
  ],

  project_soorten: [
    { value: 'Inventarisatie', description: 'Een nieuwe asbestinventarisatie.' },
    { value: 'Aanvullend onderzoek', description: 'Een aanvulling op een bestaand rapport.' },
    { value: 'Risicobeoordeling', description: 'Een risicobeoordeling volgens NEN 2991.' },
    { value: 'Herinspectie', description: 'Een controle van eerder vastgestelde bronnen.' },
  ],

  project_statussen: [
    { value: 'Nieuw', description: 'Het project is binnengekomen en nog niet geaccepteerd.' },
    { value: 'Actief', description: 'Het project is geaccepteerd en in uitvoering.' },
    { value: 'Afgerond', description: 'Het project is gereedgemeld met rapport.' },
    { value: 'Afgewezen', description: 'Het project is afgewezen en teruggestuurd.' },
  ],

  project_types: [
    { value: 'Enkele woning', description: 'Een opdracht voor één adres.' },
    { value: 'Complex', description: 'Een opdracht voor meerdere woningen in één complex.' },
    { value: 'Bedrijfspand', description: 'Een opdracht voor een bedrijfs- of kantoorpand.' },
    {
      value: 'Maatschappelijk vastgoed',
      description: 'Een school, zorginstelling of ander maatschappelijk gebouw.',
    },
  ],

  ruimte_namen: [
    { value: 'Woonkamer', description: 'De woonkamer.' },
    { value: 'Keuken', description: 'De keuken of kookruimte.' },
    { value: 'Badkamer', description: 'De badkamer of doucheruimte.' },
    { value: 'Toilet', description: 'Het toilet.' },
    { value: 'Slaapkamer', description: 'Een slaapkamer.' },
    { value: 'Hal', description: 'De entree of gang.' },
    { value: 'Overloop', description: 'De overloop op de verdieping.' },
    { value: 'Meterkast', description: 'De meterkast met de aansluitingen van nutsvoorzieningen.' },
    { value: 'CV-ruimte', description: 'De ruimte met de cv-ketel of stookinstallatie.' },
    { value: 'Berging', description: 'Een inpandige of externe berging.' },
    { value: 'Garage', description: 'Een garage bij de woning.' },
    { value: 'Trappenhuis', description: 'Het gemeenschappelijke trappenhuis.' },
  ],

  sanerings_adviezen: [
    {
      value: 'Verwijderen in containment',
      description:
        'Verwijderen in een afgesloten containment met onderdruk en decontaminatie-unit.',
    },
    {
      value: 'Verwijderen met glovebag',
      description:
        'Verwijderen van leidingisolatie met een glovebag, zonder volledige containment.',
    },
    {
      value: 'Verwijderen in zijn geheel',
      description: 'Onderdeel onbeschadigd losnemen en in zijn geheel verpakken, zonder breken.',
    },
    {
      value: 'Buitensanering',
      description: 'Verwijderen in de buitenlucht met afzetting van het werkgebied.',
    },
    {
      value: 'Handhaven',
      description: 'Niet saneren; de bron blijft onder beheersmaatregelen aanwezig.',
    },
  ],

  smart_risicoklasses: [
    {
      value: 'Risicoklasse 1',
      description: 'Blootstelling onder de grenswaarde; sanering met eenvoudige maatregelen.',
      data: { risk_class: '1' },
    },
    {
      value: 'Risicoklasse 2',
      description:
        'Blootstelling boven de grenswaarde, alleen chrysotiel; sanering door een gecertificeerd bedrijf.',
      data: { risk_class: '2' },
    },
    {
      value: 'Risicoklasse 2A',
      description:
        'Boven de grenswaarde met meer dan 2 massaprocent amfibool asbest; zwaardere maatregelen.',
      data: { risk_class: '2A' },
    },
    {
      value: 'Risicoklasse 3',
      description: 'Vervallen per 1 januari 2017; alleen nog in oude rapporten.',
      active: false,
      data: { risk_class: '3' },
    },
  ],

  structuren: [
    { value: 'Hard', description: 'Hard, vast materiaal zoals asbestcement.' },
    { value: 'Zacht', description: 'Zacht, indrukbaar materiaal zoals board.' },
    { value: 'Vezelig', description: 'Los vezelig materiaal zoals koord of spuitasbest.' },
    {
      value: 'Korrelig',
      description: 'Korrelig of poedervormig materiaal zoals puin of stucwerk.',
    },
    { value: 'Elastisch', description: 'Flexibel materiaal zoals kit, rubber of vinyl.' },
  ],

  svg_element_types: [
    svgElementType('Vlak', 'Een gebied, zoals een vloer of dakvlak met asbest.', {
      svg: '<polygon points="0,0 24,0 24,24 0,24" fill-opacity="0.4" fill="#D32F2F" />',
      lockedAspectRatio: false,
      isPoly: true,
      isArea: true,
    }),
    svgElementType('Lijn', 'Een lijnvormige bron, zoals een kitvoeg of leiding.', {
      svg: '<line x1="0" y1="12" x2="24" y2="12" stroke="#D32F2F" stroke-width="3" />',
      lockedAspectRatio: false,
      isPoly: true,
    }),
    svgElementType('Pijl', 'Een pijl die naar een detail wijst.', {
      svg: '<path d="M2 12 H18 M12 6 L18 12 L12 18" stroke="#000000" stroke-width="2" fill="none" />',
      rotate: true,
      scaleX: true,
    }),
    svgElementType('Tekst', 'Een vrij tekstlabel op de plattegrond.', {
      svg: '<text x="0" y="16" font-size="14">T</text>',
      lockedAspectRatio: false,
      scaleX: true,
      scaleY: true,
    }),
    svgElementType('Noordpijl', 'Aanduiding van het noorden.', {
      svg: '<path d="M12 0 L18 24 L12 18 L6 24 Z" fill="#000000" />',
      rotate: true,
      defaultSize: 32,
      hasSize: true,
    }),
  ],

  svg_patterns: [
    {
      value: 'Effen',
      description: 'Egale vulling zonder patroon.',
      data: { svg: '<rect width="8" height="8" fill="currentColor" />' },
    },
    {
      value: 'Diagonale arcering',
      description: 'Schuine lijnen, voor asbesthoudende vlakken.',
      data: { svg: '<path d="M0 8 L8 0" stroke="currentColor" stroke-width="1" />' },
    },
    {
      value: 'Kruisarcering',
      description: 'Gekruiste lijnen, voor niet-hechtgebonden asbest.',
      data: { svg: '<path d="M0 8 L8 0 M0 0 L8 8" stroke="currentColor" stroke-width="1" />' },
    },
    {
      value: 'Stippen',
      description: 'Stippenpatroon, voor verdachte of aangenomen vlakken.',
      data: { svg: '<circle cx="4" cy="4" r="1.5" fill="currentColor" />' },
    },
    {
      value: 'Horizontale lijnen',
      description: 'Horizontale lijnen, voor uitgesloten gebieden.',
      data: { svg: '<path d="M0 4 H8" stroke="currentColor" stroke-width="1" />' },
    },
  ],

  toepassingen: [
    toepassing('Golfplaten', 'Asbestcement golfplaten als dakbedekking.', 'Dak'),
    toepassing('Dakleien', 'Asbestcement kunstleien op het dak.', 'Dak'),
    toepassing('Dakbeschot', 'Vlakke plaat als onderdak of dakbeschot.', 'Dak'),
    toepassing('Gevelbeplating', 'Vlakke of gecoate platen op de gevel.', 'Gevel'),
    toepassing('Boeidelen', 'Plaatmateriaal als boeiboord langs de dakrand.', 'Gevel'),
    toepassing('Bloembak', 'Asbestcement bloembak op balkon of galerij.', 'Gevel'),
    toepassing('Kitvoeg', 'Kit in de voeg rond een kozijn, beglazing of tussen platen.', 'Gevel'),
    toepassing('Vloerzeil', 'Vinyl vloerzeil met asbesthoudende onderlaag.', 'Vloer'),
    toepassing('Vloertegels', 'Vinyl vloertegels, eventueel met zwarte lijm.', 'Vloer'),
    toepassing('Vensterbank', 'Asbestcement vensterbank binnen of buiten.', 'Wand en plafond'),
    toepassing('Plafondplaten', 'Plaatmateriaal tegen of in het plafond.', 'Wand en plafond'),
    toepassing(
      'Brandwerende beplating',
      'Board in de meterkast of achter een kachel.',
      'Wand en plafond',
    ),
    toepassing(
      'Rookgasafvoer',
      'Asbestcement rookgasafvoer van de cv-ketel of geiser.',
      'Installaties',
    ),
    toepassing(
      'Ventilatiekanaal',
      'Asbestcement kanaal van de mechanische ventilatie.',
      'Installaties',
    ),
    toepassing('Leidingisolatie', 'Isolatie rond cv- of stoomleidingen.', 'Leidingwerk'),
    toepassing('Rioolbuis', 'Asbestcement binnen- of buitenriolering.', 'Leidingwerk'),
  ],

  toepassing_categories: [
    { value: 'Dak', description: 'Toepassingen in of op het dak.' },
    { value: 'Gevel', description: 'Toepassingen aan de buitengevel.' },
    { value: 'Vloer', description: 'Vloerbedekking en vloerafwerking.' },
    { value: 'Wand en plafond', description: 'Binnenafwerking van wanden en plafonds.' },
    { value: 'Installaties', description: 'Verwarming, rookgasafvoer en ventilatie.' },
    { value: 'Leidingwerk', description: 'Leidingen, riolering en hun isolatie.' },
    { value: 'Overig', description: 'Toepassingen die niet in een andere categorie passen.' },
  ],

  uitrusting_types: [
    {
      value: 'Volgelaatsmasker P3',
      description: 'Volgelaatsmasker met P3-filter; jaarlijkse keuring en face-fit test.',
    },
    {
      value: 'Halfgelaatsmasker P3',
      description: 'Halfgelaatsmasker met P3-filter voor kortdurend werk.',
    },
    {
      value: 'Aangeblazen adembescherming',
      description: 'Aanjagend systeem (TM3P) met periodieke keuring.',
    },
    {
      value: 'Wegwerpoverall type 5/6',
      description: 'Beschermende overall voor eenmalig gebruik.',
    },
    { value: 'Ladder', description: 'Ladder of trap met jaarlijkse keuring.' },
    { value: 'Accuboormachine', description: 'Voor destructief onderzoek en monstername.' },
    {
      value: 'Stofzuiger H-klasse',
      description: 'Bouwstofzuiger met H-filter voor het opruimen van monsterpunten.',
    },
    { value: 'Endoscoop', description: 'Inspectiecamera voor spouwen en holle ruimten.' },
  ],

  verdieping_namen: [
    { value: 'Kelder', description: 'Bouwlaag geheel onder maaiveld.' },
    { value: 'Souterrain', description: 'Bouwlaag half onder maaiveld.' },
    { value: 'Kruipruimte', description: 'Ruimte onder de begane grondvloer.' },
    { value: 'Begane grond', description: 'Bouwlaag op maaiveldniveau.' },
    { value: '1e verdieping', description: 'Eerste bouwlaag boven de begane grond.' },
    { value: '2e verdieping', description: 'Tweede bouwlaag boven de begane grond.' },
    { value: '3e verdieping', description: 'Derde bouwlaag boven de begane grond.' },
    { value: 'Zolder', description: 'Ruimte onder het dak.' },
    { value: 'Vliering', description: 'Bergruimte in de nok boven de zolder.' },
    { value: 'Dak', description: 'Het dakvlak, buiten.' },
  ],

  vscp_check_procedures: [
    {
      value: 'Visual check',
      description: 'Visual check on board of an item known from the documents.',
    },
    { value: 'Sampling check', description: 'Sample taken on board and analysed by a laboratory.' },
    {
      value: 'PCHM',
      description:
        'Classified as potentially containing hazardous material, with a documented reason.',
    },
  ],

  vscp_components: [
    { value: 'Main engine', description: 'Main propulsion engine with exhaust and insulation.' },
    { value: 'Auxiliary engine', description: 'Generator sets and their exhaust lines.' },
    { value: 'Boiler', description: 'Auxiliary and exhaust gas boilers.' },
    { value: 'Pipe insulation', description: 'Lagging of steam, exhaust and hot oil pipes.' },
    { value: 'Gaskets', description: 'Flange gaskets and packings in piping systems.' },
    { value: 'Cables', description: 'Electrical cables and their sheathing.' },
    { value: 'Transformer', description: 'Transformers and capacitors.' },
    { value: 'Fire door', description: 'Fire-rated doors in accommodation and stairways.' },
    { value: 'Ceiling panels', description: 'Ceiling and wall panels in accommodation.' },
    { value: 'Deck covering', description: 'Underlayment and floor covering on steel decks.' },
    { value: 'Anti-fouling', description: 'Anti-fouling coating on the underwater hull.' },
    { value: 'Brake linings', description: 'Brake linings of winches and cranes.' },
  ],

  vscp_materials: [
    { value: 'Insulation', description: 'Thermal or acoustic insulation material.' },
    { value: 'Gasket material', description: 'Sheet gaskets, rope and packing.' },
    { value: 'Paint', description: 'Paints and coatings.' },
    { value: 'Board', description: 'Marine board and panels.' },
    { value: 'Sealant', description: 'Sealants, putty and caulking.' },
    { value: 'Rubber', description: 'Rubber parts, hoses and seals.' },
    { value: 'Cable sheathing', description: 'Insulation and sheathing of cables.' },
    { value: 'Floor compound', description: 'Deck underlayment and levelling compound.' },
  ],

  vscp_systems: [
    { value: 'Hull', description: 'Hull structure, coatings and anti-fouling.' },
    { value: 'Deck machinery', description: 'Winches, windlasses, cranes and hatch covers.' },
    { value: 'Engine room', description: 'Propulsion and auxiliary machinery.' },
    { value: 'Accommodation', description: 'Cabins, galley, mess rooms and corridors.' },
    { value: 'Piping', description: 'Piping systems with valves and insulation.' },
    { value: 'Electrical', description: 'Switchboards, cables and transformers.' },
    { value: 'Navigation and communication', description: 'Bridge equipment and antennas.' },
    { value: 'HVAC', description: 'Ventilation and air-conditioning plant.' },
    { value: 'Fire fighting', description: 'Fixed fire-extinguishing systems and foam.' },
  ],

  vscp_zones: [
    { value: 'Forecastle', description: 'Forward area including bosun store and chain locker.' },
    { value: 'Cargo area', description: 'Cargo holds, tanks and hatch covers.' },
    { value: 'Engine room', description: 'Machinery spaces including the engine control room.' },
    { value: 'Accommodation', description: 'Superstructure with cabins and public spaces.' },
    { value: 'Bridge', description: 'Wheelhouse and navigation deck.' },
    { value: 'Steering gear room', description: 'Aft area with steering gear.' },
    { value: 'Funnel', description: 'Funnel casing with exhaust lines.' },
    { value: 'Open deck', description: 'Exposed decks and deck fittings.' },
  ],

  waarneming_types: [
    waarnemingType(
      'Asbestresten',
      'Losse asbestresten op de vloer of in de kruipruimte.',
      'AR',
      '<circle cx="12" cy="12" r="10" fill="#F57C00" />',
    ),
    waarnemingType(
      'Stofverontreiniging',
      'Mogelijk asbesthoudend stof op vloeren of installaties.',
      'ST',
      '<rect x="2" y="2" width="20" height="20" fill="#FBC02D" />',
    ),
    waarnemingType(
      'Niet toegankelijk',
      'Ruimte of onderdeel dat niet kon worden onderzocht.',
      'NT',
      '<path d="M2 2 L22 22 M22 2 L2 22" stroke="#616161" stroke-width="3" />',
    ),
    waarnemingType(
      'Beschadiging',
      'Zichtbare schade aan een asbesthoudend materiaal.',
      'B',
      '<path d="M12 2 L22 22 L2 22 Z" fill="#D32F2F" />',
    ),
    waarnemingType(
      'Opmerking',
      'Algemene opmerking van de inventariseerder op locatie.',
      'O',
      '<circle cx="12" cy="12" r="10" fill="#1976D2" />',
      20,
    ),
  ],
};

// ---------------------------------------------------------------------------------------

function lavs(
  list: LookupListKey,
  itemValue: string,
  value: string,
  description: string,
  direction: SeedMapping['direction'] = 'both',
  priority = 1,
): SeedMapping {
  return { list, itemValue, value, description, direction, priority };
}

/**
 * Mappings of list items to LAVS code values. Where two items share a code, the one with
 * priority 1 is chosen on import; the other only exports.
 */
export const seedLavsMappings: readonly SeedMapping[] = [
  lavs('materiaal_types', 'Asbestcement', 'AC', 'Asbestcement'),
  lavs('materiaal_types', 'Vinyl vloerzeil', 'VINYL', 'Vinyl'),
  lavs('materiaal_types', 'Vinyl vloertegels', 'VINYL', 'Vinyl', 'export', 2),
  lavs('materiaal_types', 'Kit', 'KIT', 'Kit'),
  lavs('materiaal_types', 'Brandwerend board', 'BOARD', 'Board'),
  lavs('materiaal_types', 'Spuitasbest', 'SPUIT', 'Spuitasbest'),

  lavs('eenheden', 'm²', 'M2', 'Vierkante meter'),
  lavs('eenheden', 'm¹', 'M1', 'Strekkende meter'),
  lavs('eenheden', 'stuks', 'ST', 'Stuks'),
  lavs('eenheden', 'm³', 'M3', 'Kubieke meter'),

  lavs('bindingen', 'Hechtgebonden', 'HG', 'Hechtgebonden'),
  lavs('bindingen', 'Niet-hechtgebonden', 'NHG', 'Niet-hechtgebonden'),

  lavs('asbest_statussen', 'Asbesthoudend', 'ASB', 'Asbesthoudend'),
  lavs('asbest_statussen', 'Niet asbesthoudend', 'NASB', 'Niet asbesthoudend'),
  lavs('asbest_statussen', 'Verdacht (niet bemonsterd)', 'VERD', 'Asbestverdacht, niet bemonsterd'),
  lavs('asbest_statussen', 'Aangenomen asbesthoudend', 'ASB', 'Asbesthoudend', 'export', 2),

  lavs('smart_risicoklasses', 'Risicoklasse 1', '1', 'Risicoklasse 1'),
  lavs('smart_risicoklasses', 'Risicoklasse 2', '2', 'Risicoklasse 2'),
  lavs('smart_risicoklasses', 'Risicoklasse 2A', '2A', 'Risicoklasse 2A'),
  lavs('smart_risicoklasses', 'Risicoklasse 3', '3', 'Risicoklasse 3 (vervallen)', 'import'),

  lavs('onderzoek_types', 'Asbestinventarisatie type A', 'A', 'Asbestinventarisatie type A'),
  lavs('onderzoek_types', 'Asbestinventarisatie type B', 'B', 'Asbestinventarisatie type B'),
  lavs('onderzoek_types', 'Aanvullende inventarisatie', 'AANV', 'Aanvullend onderzoek'),

  lavs('beperkingen', 'Niet bereikbaar', 'NB', 'Niet bereikbaar'),
  lavs('beperkingen', 'Geen toegang', 'GT', 'Geen toegang'),
  lavs('beperkingen', 'In gebruik', 'IG', 'Object in gebruik'),
  lavs('beperkingen', 'Constructieve veiligheid', 'CV', 'Constructieve veiligheid'),

  lavs('toepassingen', 'Golfplaten', 'GOLFPL', 'Golfplaten'),
  lavs('toepassingen', 'Gevelbeplating', 'GEVELPL', 'Gevelbeplating'),
  lavs('toepassingen', 'Vloerzeil', 'VLOERBED', 'Vloerbedekking'),
  lavs('toepassingen', 'Vloertegels', 'VLOERBED', 'Vloerbedekking', 'export', 2),
  lavs('toepassingen', 'Rookgasafvoer', 'RGA', 'Rookgasafvoer'),
  lavs('toepassingen', 'Kitvoeg', 'KITVOEG', 'Kitvoeg'),

  // "Handhaven" is left without a LAVS code on purpose: the demo's admin LAVS mapping
  // warnings show it, and verifying survey 2026-0001 names it until it is mapped.
  lavs('bron_adviezen', 'Verwijderen voor renovatie of sloop', 'VERW', 'Verwijderen'),
  lavs('bron_adviezen', 'Direct verwijderen', 'DIRECT', 'Direct verwijderen'),
  lavs('bron_adviezen', 'Nader onderzoek', 'NADER', 'Nader onderzoek'),
  lavs('bron_adviezen', 'Risicobeoordeling uitvoeren', 'RISICO', 'Risicobeoordeling'),

  lavs('analyse_methodes', 'NEN 5896', 'NEN5896', 'NEN 5896'),
  lavs('analyse_methodes', 'NEN 5897', 'NEN5897', 'NEN 5897'),
  lavs('analyse_methodes', 'NEN 5898', 'NEN5898', 'NEN 5898'),
  lavs('analyse_methodes', 'NEN 2991', 'NEN2991', 'NEN 2991'),

  lavs('asbest_regisseur_reden_inv_later', 'Pand niet toegankelijk', 'NTOEG', 'Niet toegankelijk'),
  lavs('asbest_regisseur_reden_inv_later', 'Bewoner niet thuis', 'NTHUIS', 'Bewoner niet thuis'),
  lavs('asbest_regisseur_reden_inv_later', 'Op verzoek opdrachtgever', 'OPDR', 'Opdrachtgever'),
  lavs('asbest_regisseur_reden_inv_later', 'Op verzoek bewoner', 'BEW', 'Bewoner'),
  lavs('asbest_regisseur_reden_inv_later', 'Sleutel niet beschikbaar', 'SLEUTEL', 'Sleutel'),
  lavs('asbest_regisseur_reden_inv_later', 'Aanvullende gegevens nodig', 'GEGEVENS', 'Gegevens'),

  lavs('bron_locatie_analysemethodes', 'Monstername', 'MONSTER', 'Bemonsterd'),
  lavs(
    'bron_locatie_analysemethodes',
    'Geen analyse, geheel omsloten',
    'OMSLOTEN',
    'Geen analyse, geheel omsloten',
  ),
  lavs(
    'bron_locatie_analysemethodes',
    'Geen analyse, aangenomen',
    'AANGENOMEN',
    'Geen analyse, aangenomen asbesthoudend',
  ),
];
