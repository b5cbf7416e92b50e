import { defaultLocale, locales } from '../i18n/locales';
import { headingLevels, orientations, pageSizes } from '../reports/layout';
import { nameField } from './common-fields';
import type { ResourceDeclaration } from './types';

/**
 * Report templates (spec section 2, admin reports): administrators keep them, every member
 * reads them (a surveyor picks one for a survey's report). An element is a reusable block,
 * a chapter orders elements, a template orders chapters for one asset kind; the same
 * element or chapter may stand in several chapters or templates.
 */
const permissions = { read: 'surveyor', write: 'administrator' } as const;

const titleField = {
  name: 'title',
  type: 'text',
  rules: [{ rule: 'required' }, { rule: 'maxLength' }],
  column: 'text',
  searchable: true,
} as const;

/** The heading levels as the select holds them: '0' (no heading) to '4' (h4). */
export const headingLevelOptions = headingLevels.map(String);

/** The card's tab that holds an element's markup and query (the code editors). */
export const reportElementContentTab = 'content';

export const reportElementResource = {
  type: 'reportElement',
  sortable: false,
  permissions,
  connects: [],
  fields: [
    titleField,
    {
      name: 'heading_level',
      type: 'select',
      options: headingLevelOptions,
      // The chapter is the level 1 heading: an element is a section of it.
      default: '2',
      rules: [{ rule: 'required' }],
      column: 'text',
    },
    { name: 'exclude_from_toc', type: 'boolean', default: false },
    {
      name: 'page_size',
      type: 'select',
      options: pageSizes,
      default: 'A4',
      rules: [{ rule: 'required' }],
      column: 'text',
    },
    {
      name: 'orientation',
      type: 'select',
      options: orientations,
      default: 'portrait',
      rules: [{ rule: 'required' }],
      column: 'text',
    },
    { name: 'header_footer', type: 'boolean', default: true },
    {
      name: 'markup',
      type: 'textarea',
      rules: [{ rule: 'maxLength', max: 100_000 }],
      tab: reportElementContentTab,
    },
    {
      name: 'query',
      type: 'textarea',
      rules: [{ rule: 'maxLength', max: 20_000 }],
      tab: reportElementContentTab,
    },
  ],
} as const satisfies ResourceDeclaration;

/** The asset kinds a template is made for. */
export const reportTemplateAssetKinds = ['property', 'vessel'] as const;

/** A chapter; its standard text (rich text) is on a tab of its own. */
export const reportChapterResource = {
  type: 'reportChapter',
  sortable: false,
  permissions,
  connects: [],
  fields: [
    titleField,
    { name: 'appendix', type: 'boolean', default: false, column: 'boolean' },
    {
      name: 'text',
      type: 'textarea',
      rules: [{ rule: 'maxLength', max: 200_000 }],
      tab: 'text',
    },
  ],
} as const satisfies ResourceDeclaration;

export const reportTemplateResource = {
  type: 'reportTemplate',
  sortable: false,
  permissions,
  connects: [],
  fields: [
    nameField,
    {
      name: 'asset_kind',
      type: 'select',
      options: reportTemplateAssetKinds,
      default: 'property',
      rules: [{ rule: 'required' }],
      column: 'text',
    },
    {
      // The language its reports print in (headings, dates, numbers), whoever reads them.
      name: 'language',
      type: 'select',
      options: locales,
      default: defaultLocale,
      rules: [{ rule: 'required' }],
      column: 'text',
    },
    {
      name: 'description',
      type: 'textarea',
      rules: [{ rule: 'maxLength', max: 2000 }],
      column: 'text',
      searchable: true,
    },
    { name: 'active', type: 'boolean', default: true, column: 'boolean' },
  ],
} as const satisfies ResourceDeclaration;

/** An element's place in a chapter (drag-ordered); `element` is the element's id. */
export const reportChapterElementResource = {
  type: 'reportChapterElement',
  sortable: true,
  permissions,
  connects: ['reportChapter'],
  fields: [{ name: 'element', type: 'select', rules: [{ rule: 'required' }] }],
} as const satisfies ResourceDeclaration;

/** A chapter's place in a template (drag-ordered); `chapter` is the chapter's id. */
export const reportTemplateChapterResource = {
  type: 'reportTemplateChapter',
  sortable: true,
  permissions,
  connects: ['reportTemplate'],
  fields: [{ name: 'chapter', type: 'select', rules: [{ rule: 'required' }] }],
} as const satisfies ResourceDeclaration;
