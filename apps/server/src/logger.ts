import { pino, stdSerializers, type Logger } from 'pino';

export type { Logger };

type Serialized = ReturnType<typeof stdSerializers.err> & Record<string, unknown>;

/**
 * An error as the log keeps it, without the values a query was given: Drizzle puts them in
 * `params` and in its message, and they may be a user's text, an address or a token hash.
 */
export function errorWithoutParameters(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error) as Serialized;
  const strip = (entry: Record<string, unknown>): void => {
    delete entry.params;
    delete entry.parameters;
    delete entry.detail;
    if (typeof entry.message === 'string')
      entry.message = entry.message.replace(/\nparams: [\s\S]*$/, '');
    if (typeof entry.stack === 'string')
      entry.stack = entry.stack.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '');
    if (typeof entry.cause === 'object' && entry.cause !== null)
      strip(entry.cause as Record<string, unknown>);
  };
  strip(serialized);
  return serialized;
}

export function createLogger(level: string): Logger {
  return pino({
    level,
    serializers: { err: errorWithoutParameters },
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
  });
}
