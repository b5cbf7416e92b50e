import type { LookupListKey } from '@vezel/domain/rules/lookup-lists';
import type { TranslationKey } from '../../app/i18n';

/** The translated name of a lookup list; the catalogues hold one per key. */
export const listNameKey = (list: LookupListKey): TranslationKey => `variables.list.${list}`;
