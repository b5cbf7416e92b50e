import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { serverError, type KeyedMessage } from './graphql-errors';
import { isTranslationKey } from './i18n';

/** Translates a message key from the domain rules or the server, in the active language. */
export function useTranslateMessage(): (message: KeyedMessage, fallback?: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message, fallback) =>
      isTranslationKey(message.key)
        ? t(message.key, message.values ?? {})
        : (fallback ?? t('error.internal')),
    [t],
  );
}

/** The text to show for a failed request: the server's message key, else its message. */
export function useServerErrorText(): (error: CombinedError) => string {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return useCallback(
    (error) => {
      const info = serverError(error);
      if (!info || info.network) return t('app.networkError');
      if (info.messageKey)
        return translate({ key: info.messageKey, values: info.values }, info.message);
      return info.message || t('error.internal');
    },
    [t, translate],
  );
}
