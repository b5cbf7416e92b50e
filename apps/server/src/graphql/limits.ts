/** What one GraphQL request may ask (graphql-armor in yoga.ts; report queries too). */
// The spec's `me` with every list and mapping field is depth 9, cost about 20,000, 5,000 tokens.
export const queryLimits = {
  maxDepth: 12,
  maxAliases: 20,
  maxDirectives: 20,
  maxTokens: 10_000,
  maxCost: 50_000,
};
