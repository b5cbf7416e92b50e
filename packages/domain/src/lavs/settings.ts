import type { ResourceDeclaration } from '../resources/types';

/** Which LAVS the firm registers in: its test environment or production. */
export const lavsEnvironments = ['test', 'production'] as const;
export type LavsEnvironment = (typeof lavsEnvironments)[number];

/**
 * The firm's connection to LAVS (admin lavs/settings): the registry's address, the firm as
 * LAVS knows it (KvK number and branch number, as for eHerkenning), the system account's
 * username and password (stored sealed, never sent back: empty keeps it), and test or
 * production. One per organisation; managers keep it.
 */
export const lavsSettingsResource = {
  type: 'lavsSettings',
  sortable: false,
  // The firm's account at LAVS is the managers' concern; surveyors verify and read the
  // registration, which names the environment.
  permissions: { read: 'manager', write: 'manager' },
  connects: [],
  fields: [
    {
      // Like a laboratory's API address: only http(s), set by a manager, may be a private
      // host (the simulator on 127.0.0.1); the adapter follows no redirect. Production
      // carries the firm's real account: only over https.
      name: 'endpoint',
      type: 'text',
      rules: [
        { rule: 'required' },
        { rule: 'httpUrl' },
        { rule: 'httpsWhen', field: 'environment', equals: 'production' },
        { rule: 'maxLength', max: 500 },
      ],
      column: 'text',
    },
    {
      name: 'kvk_number',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'kvkNumber' }],
      column: 'text',
    },
    {
      name: 'branch_number',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'branchNumber' }],
      column: 'text',
    },
    {
      name: 'username',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'maxLength' }],
      column: 'text',
    },
    {
      name: 'password',
      type: 'text',
      writeOnly: true,
      rules: [{ rule: 'maxLength', max: 200 }],
    },
    {
      name: 'environment',
      type: 'radio',
      options: lavsEnvironments,
      default: 'test',
      rules: [{ rule: 'required' }],
      column: 'text',
    },
  ],
} as const satisfies ResourceDeclaration;

/**
 * The lists whose items a LAVS message carries as codes, exactly the fields the server's
 * message builder fills from a mapping: the survey type (order type), a source's
 * application, material type, binding (of its locations), unit, asbestos status, risk
 * class and advice (recommended measure), a sample's analysis method and the reason for
 * a late inventory. Every item of these used there needs a mapping to the external system
 * LAVS (admin lavs/mappingwarnings counts the same uses).
 */
export const lavsMappedLists = [
  'onderzoek_types',
  'toepassingen',
  'materiaal_types',
  'bindingen',
  'eenheden',
  'asbest_statussen',
  'smart_risicoklasses',
  'bron_adviezen',
  'analyse_methodes',
  'asbest_regisseur_reden_inv_later',
] as const;
export type LavsMappedList = (typeof lavsMappedLists)[number];

/** The value of the external_systems item that is LAVS. */
export const lavsExternalSystemValue = 'LAVS';
