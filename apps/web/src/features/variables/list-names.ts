import type { ItemListKey } from '@vezel/domain/rules/lookup-lists';
import { isItemListKey } from '@vezel/domain/rules/lookup-lists';
import type { TranslationKey } from '../../app/i18n';

/** The translated name of a lookup or child list; the catalogues hold one per key. */
export const listNameKey = (list: ItemListKey): TranslationKey => `variables.list.${list}`;

/** The name key of a list read from a route or record, which may name no list at all. */
export const anyListNameKey = (list: string): TranslationKey =>
  isItemListKey(list) ? listNameKey(list) : 'error.recordNotFound';
