import type { IncomingMessage, ServerResponse } from 'node:http';
import { domainMessages, translate, type DomainMessageKey, type ErrorCode } from '@vezel/domain';
import { localeHeader } from '@vezel/domain/http/locale-header';
import { localeFromHeaders } from '../graphql/error-plugin';

export interface Failure {
  status: number;
  code: ErrorCode;
  key: DomainMessageKey;
  values?: Record<string, string | number>;
}

/** A refusal outside GraphQL, in the caller's language: `{ error: { code, messageKey, message } }`. */
export function sendFailure(req: IncomingMessage, res: ServerResponse, failure: Failure): void {
  const pageLocale = req.headers[localeHeader];
  const locale = localeFromHeaders(
    req.headers.cookie,
    req.headers['accept-language'],
    typeof pageLocale === 'string' ? pageLocale : null,
  );
  res.writeHead(failure.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(
    JSON.stringify({
      error: {
        code: failure.code,
        messageKey: failure.key,
        values: failure.values ?? {},
        message: translate(domainMessages, locale, failure.key, failure.values),
      },
    }),
  );
}

export const internalFailure: Failure = {
  status: 500,
  code: 'INTERNAL_SERVER_ERROR',
  key: 'error.internal',
};
