import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { domainMessages, translate, type Locale } from '@vezel/domain';
import type { Logger } from '../logger';
import { AppError } from './errors';

/**
 * Unexpected errors never reach the caller: they are logged whole and replaced by the
 * generic "An error occurred" with code INTERNAL_SERVER_ERROR.
 */
export function maskUnexpected(logger: Logger) {
  return (error: unknown): Error => {
    // Errors graphql and yoga raise themselves, and ours, are meant for the caller.
    if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError)) {
      return error;
    }
    const original = error instanceof GraphQLError ? error.originalError : error;
    logger.error({ err: original }, 'unexpected error in a GraphQL operation');
    return new AppError('INTERNAL_SERVER_ERROR', 'error.internal');
  };
}

/** Gives every error that carries a message key its text in the caller's language. */
export function useTranslatedErrors(): Plugin<{ locale: Locale }> {
  return {
    onExecute({ args }) {
      const locale = args.contextValue.locale;
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          setResult({
            ...result,
            errors: result.errors.map((error) => {
              const key = error.extensions?.messageKey;
              if (typeof key !== 'string') return error;
              const values = error.extensions.values as Record<string, string | number> | undefined;
              return new GraphQLError(translate(domainMessages, locale, key, values), {
                nodes: error.nodes,
                path: error.path,
                extensions: error.extensions,
              });
            }),
          });
        },
      };
    },
  };
}
