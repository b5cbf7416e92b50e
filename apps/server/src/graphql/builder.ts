import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import type { Context } from './context';
import { forbidden, unauthenticated } from './errors';

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  AuthScopes: {
    authenticated: boolean;
    member: boolean;
    manager: boolean;
    administrator: boolean;
    subscription: boolean;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    ID: { Input: string; Output: string | number };
  };
}>({
  plugins: [ScopeAuthPlugin, SimpleObjectsPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => ({
      authenticated: context.viewer !== null,
      member: context.viewer?.organisationId != null,
      manager: context.viewer?.permissions.manager ?? false,
      administrator: context.viewer?.permissions.administrator ?? false,
      subscription: context.viewer?.permissions.subscription ?? false,
    }),
    unauthorizedError: (_parent, context) => (context.viewer ? forbidden() : unauthenticated()),
  },
});

builder.scalarType('DateTime', {
  description: 'An ISO-8601 date and time',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('not a valid date');
    return date;
  },
});

// Every operation needs a session unless a field says otherwise (login, password reset).
builder.queryType({ authScopes: { authenticated: true } });
builder.mutationType({ authScopes: { authenticated: true } });

export type BuilderTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
