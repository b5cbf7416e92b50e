import {
  certificateFields,
  cityField,
  emailField,
  nameField,
  phoneField,
  streetFields,
} from './common-fields';
import type { ResourceDeclaration } from './types';

/** How lab orders reach a laboratory: order PDFs by e-mail, or its API. */
export const orderChannels = ['email', 'api'] as const;

/** The separators a laboratory's CSV of results may use; 'tab' is a tab character. */
export const csvDelimiters = [';', ',', 'tab', '|'] as const;

/** The character a CSV profile's separator stands for. */
export const csvDelimiterCharacter = (delimiter: string): string =>
  delimiter === 'tab' ? '\t' : delimiter;

const byEmail = { field: 'order_channel', equals: 'email' } as const;
const byApi = { field: 'order_channel', equals: 'api' } as const;

/**
 * A laboratory the firm sends samples to (spec section 2, laboratories): its details, the
 * analysis methods and materials it offers (items of the variable set), and how orders
 * reach it. An API password is stored encrypted and never sent back.
 */
export const laboratoryResource = {
  type: 'laboratory',
  sortable: false,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: [],
  fields: [
    nameField,
    {
      name: 'accreditation_number',
      type: 'text',
      rules: [{ rule: 'maxLength', max: 30 }],
      column: 'text',
      searchable: true,
    },
    emailField,
    phoneField,
    ...streetFields(),
    { name: 'postcode', type: 'text', rules: [{ rule: 'postcode' }] },
    cityField(),
    {
      name: 'analysis_methods',
      type: 'items',
      itemsOf: 'analyse_methodes',
      tab: 'analysis',
    },
    { name: 'materials', type: 'items', itemsOf: 'materiaal_types', tab: 'analysis' },
    {
      name: 'order_channel',
      type: 'radio',
      options: orderChannels,
      default: 'email',
      rules: [{ rule: 'required' }],
      tab: 'connections',
    },
    {
      name: 'order_email',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'email' }, { rule: 'maxLength' }],
      visibleWhen: byEmail,
      tab: 'connections',
    },
    {
      // Only managers set it, and it may be a private host (the simulator on 127.0.0.1):
      // what keeps the server from being sent elsewhere is the scheme, checked here and by
      // the lab API adapter, which follows no redirect and reads answers up to a limit.
      name: 'api_url',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'httpUrl' }, { rule: 'maxLength', max: 500 }],
      visibleWhen: byApi,
      tab: 'connections',
    },
    {
      name: 'api_username',
      type: 'text',
      rules: [{ rule: 'maxLength' }],
      visibleWhen: byApi,
      tab: 'connections',
    },
    {
      // Empty keeps the stored password.
      name: 'api_password',
      type: 'text',
      writeOnly: true,
      rules: [{ rule: 'maxLength', max: 200 }],
      visibleWhen: byApi,
      tab: 'connections',
    },
    // The laboratory's CSV of results (survey-lab-results' import): its separator and the
    // headers of the sample number, asbestos type and percentage columns.
    {
      name: 'csv_delimiter',
      type: 'select',
      options: csvDelimiters,
      default: ';',
      rules: [{ rule: 'required' }],
      tab: 'connections',
    },
    ...(
      [
        ['csv_sample_column', 'Monster'],
        ['csv_material_column', 'Asbestsoort'],
        ['csv_percentage_column', 'Percentage'],
      ] as const
    ).map(
      ([name, defaultHeader]) =>
        ({
          name,
          type: 'text',
          default: defaultHeader,
          rules: [{ rule: 'required' }, { rule: 'maxLength', max: 100 }],
          tab: 'connections',
        }) as const,
    ),
  ],
} as const satisfies ResourceDeclaration;

/**
 * An accreditation certificate of a laboratory (RvA, NEN-EN-ISO/IEC 17025), with its scan.
 */
export const laboratoryCertificateResource = {
  type: 'laboratoryCertificate',
  sortable: false,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: ['laboratory'],
  fields: certificateFields({
    name: 'standard',
    type: 'text',
    rules: [{ rule: 'maxLength' }],
    column: 'text',
    searchable: true,
  }),
} as const satisfies ResourceDeclaration;
