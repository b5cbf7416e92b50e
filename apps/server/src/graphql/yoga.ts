import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { csrfHeader } from '@vezel/domain/http/csrf';
import { visit, type DocumentNode } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { sessionTokenFrom } from '../auth/cookies';
import { loadViewer } from '../modules/accounts/viewer';
import type { Context, Services } from './context';
import { maskUnexpected, requestLocale, useTranslatedErrors } from './error-plugin';
import { unauthenticated } from './errors';
import { useStorableText } from './input-guard';
import { schema } from './schema';
import { queryLimits } from './limits';

/** What the HTTP layer hands to each request: the caller's address as the socket saw it. */
export interface ServerContext {
  clientAddress?: string;
}

const asksForSchema = (document: DocumentNode): boolean => {
  let asks = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') asks = true;
    },
  });
  return asks;
};

/** The schema is described to signed-in callers only: a stranger learns no operation names. */
function useIntrospectionForSessions(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (args.contextValue.viewer === null && asksForSchema(args.document)) {
        setResultAndStopExecution({ errors: [unauthenticated()] });
      }
    },
  };
}

export type VezelYoga = YogaServerInstance<ServerContext, Context>;

export function createGraphqlHandler(services: Services): VezelYoga {
  const pendingCookies = new WeakMap<Request, string[]>();
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    cors: false,
    logging: false,
    maskedErrors: { maskError: maskUnexpected(services.logger) },
    plugins: [
      useCSRFPrevention({ requestHeaders: [csrfHeader] }),
      EnvelopArmorPlugin({
        maxDepth: { n: queryLimits.maxDepth },
        maxAliases: { n: queryLimits.maxAliases },
        maxDirectives: { n: queryLimits.maxDirectives },
        maxTokens: { n: queryLimits.maxTokens },
        costLimit: { maxCost: queryLimits.maxCost },
        blockFieldSuggestion: { enabled: true },
      }),
      useTranslatedErrors(),
      useStorableText(),
      useIntrospectionForSessions(),
      {
        onResponse({ request, response }) {
          // Answers hold a firm's data and are made per session: no cache may keep them.
          response.headers.set('cache-control', 'no-store');
          for (const cookie of pendingCookies.get(request) ?? [])
            response.headers.append('set-cookie', cookie);
        },
      },
    ],
    context: async ({ request, clientAddress }): Promise<Context> => {
      const token = sessionTokenFrom(request);
      const responseCookies: string[] = [];
      pendingCookies.set(request, responseCookies);
      return {
        ...services,
        request,
        locale: requestLocale(request),
        clientAddress: clientAddress ?? 'unknown',
        viewer: token ? await loadViewer(services.db, token, services.config) : null,
        responseCookies,
      };
    },
  });
}
