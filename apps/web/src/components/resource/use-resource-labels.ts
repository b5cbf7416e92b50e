import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isTranslationKey } from '../../app/i18n';

/**
 * Labels of a resource's fields and options: `resources.<type>.fields.<field>` and
 * `resources.<type>.options.<field>.<option>`, the name itself when a key is missing.
 */
export function useResourceLabels(type: string) {
  const { t } = useTranslation();
  const label = useCallback(
    (field: string) => {
      const key = `resources.${type}.fields.${field}`;
      return isTranslationKey(key) ? t(key) : field;
    },
    [t, type],
  );
  const optionLabel = useCallback(
    (field: string, option: string) => {
      const key = `resources.${type}.options.${field}.${option}`;
      return isTranslationKey(key) ? t(key) : option;
    },
    [t, type],
  );
  return { label, optionLabel };
}
