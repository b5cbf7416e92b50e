import { localeHeader } from '@vezel/domain/http/locale-header';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  domainMessages,
  localeFromAcceptLanguage,
  localeCookieName,
  isLocale,
  translate,
  type Locale,
} from '@vezel/domain';
import { readCookie } from '../auth/cookies';
import type { Logger } from '../logger';
import { AppError } from './errors';
import { namingInvalidField } from './input-guard';

/**
 * The language of the caller: the page's language (the web's header), else the
 * chosen-language cookie, else the browser's preference, else Dutch.
 */
export function localeFromHeaders(
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
  pageLocale?: string | null,
): Locale {
  if (isLocale(pageLocale)) return pageLocale;
  const chosen = readCookie(cookie, localeCookieName);
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(acceptLanguage);
}

export function requestLocale(request: Request): Locale {
  return localeFromHeaders(
    request.headers.get('cookie'),
    request.headers.get('accept-language'),
    request.headers.get(localeHeader),
  );
}

// Libraries may load graphql's CommonJS build while we load its ES module: two
// GraphQLError classes, so instanceof alone cannot tell.
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

/**
 * Unexpected errors never reach the caller: they are logged whole and replaced by the
 * generic "An error occurred" with code INTERNAL_SERVER_ERROR.
 */
export function maskUnexpected(logger: Logger) {
  return (error: unknown): Error => {
    // Errors graphql, its plugins and yoga raise themselves, and ours, are meant for the caller.
    if (
      isGraphQLError(error) &&
      (!error.originalError ||
        isGraphQLError(error.originalError) ||
        typeof error.extensions.messageKey === 'string')
    ) {
      return error;
    }
    const original = isGraphQLError(error) ? error.originalError : error;
    logger.error({ err: original }, 'unexpected error in a GraphQL operation');
    return new AppError('INTERNAL_SERVER_ERROR', 'error.internal');
  };
}

function translateResult(result: ExecutionResult, locale: Locale): ExecutionResult {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((given) => {
      const error = namingInvalidField(given);
      const key = error.extensions?.messageKey;
      if (typeof key !== 'string') {
        // Refusals by graphql itself (syntax, unknown field, limits) still get a code.
        return error.extensions?.code
          ? error
          : new GraphQLError(error.message, {
              nodes: error.nodes,
              source: error.source,
              positions: error.positions,
              path: error.path,
              extensions: { ...error.extensions, code: 'BAD_REQUEST' },
            });
      }
      const values = error.extensions.values as Record<string, string | number> | undefined;
      return new GraphQLError(translate(domainMessages, locale, key, values), {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        extensions: error.extensions,
      });
    }),
  };
}

/** Gives every error that carries a message key its text in the caller's language. */
export function useTranslatedErrors(): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      if (Symbol.asyncIterator in result) return;
      const locale = requestLocale(request);
      setResult(
        Array.isArray(result)
          ? result.map((r) => translateResult(r, locale))
          : translateResult(result, locale),
      );
    },
  };
}
