import type { RouteId, RouteParams } from '@vezel/domain/routes/route-table';

/**
 * Lists whose items have routes of their own in spec section 2 (an application at
 * /toepassing/{id} rather than /toepassingen/{id}, a material type with its sample kinds
 * and analysis materials...). Items of other lists live at /{list}/{item}.
 */
interface ItemRouteNode {
  /** The route parameter that names the item. */
  param: string;
  /** The card's own route: its details. */
  item: RouteId;
  /** The routes of the card's other tabs, by tab key. */
  tabs?: Partial<Record<string, RouteId>>;
  /** More routes that show a tab: a tab's own URL beside a row chosen in it. */
  aliases?: Partial<Record<RouteId, { tab: string; param?: string }>>;
  /** The card of one of the item's mappings (parameter `mapping`). */
  mapping?: RouteId;
  /** Child lists: where their items' cards live, and which tab lists them ('' details). */
  children?: Partial<Record<string, { tab: string; node: ItemRouteNode }>>;
}

const analysisResult: ItemRouteNode = {
  param: 'analyseResultaat',
  item: 'adminVariableAnalysisResult',
  tabs: { mappings: 'adminVariableAnalysisResultVariableMapping' },
  aliases: { adminVariableAnalysisResultMappings: { tab: 'mappings' } },
};

const itemRoutes: Partial<Record<string, ItemRouteNode>> = {
  external_systems: {
    param: 'externalSystem',
    item: 'adminVariableExternalSystem',
    mapping: 'adminVariableExternalSystemMapping',
  },
  inventarisatie_user_capabilities: {
    param: 'id',
    item: 'adminVariableUserCapability',
    tabs: {
      capabilityRequirement: 'adminVariableUserCapabilityRequirement',
      mappings: 'adminVariableUserCapabilityVariableMapping',
    },
    mapping: 'adminVariableUserCapabilityMapping',
  },
  toepassingen: { param: 'toepassing', item: 'adminVariableApplication' },
  vscp_components: { param: 'id', item: 'adminVariableVscpComponent' },
  vscp_systems: { param: 'id', item: 'adminVariableVscpSystem' },
  materiaal_types: {
    param: 'materiaalType',
    item: 'adminVariableMaterialType',
    tabs: {
      analyseMaterialen: 'adminVariableAnalysisMaterials',
      materiaalStatussen: 'adminVariableMaterialStatuses',
      monsterSoorten: 'adminVariableSampleKinds',
    },
    aliases: {
      adminVariableMaterialTypeDetails: { tab: '' },
      adminVariableMaterialStatus: { tab: 'materiaalStatussen', param: 'materiaalStatus' },
    },
    children: {
      monster_soorten: {
        tab: 'monsterSoorten',
        node: {
          param: 'monsterSoort',
          item: 'adminVariableSampleKind',
          tabs: {
            analyseMethodes: 'adminVariableSampleKindAnalysisMethods',
            mappings: 'adminVariableSampleKindExternalSystem',
          },
          aliases: {
            adminVariableSampleKindAnalysisMethod: {
              tab: 'analyseMethodes',
              param: 'analyseMethode',
            },
            adminVariableSampleKindMappings: { tab: 'mappings' },
          },
        },
      },
      analyse_materialen: {
        tab: 'analyseMaterialen',
        node: {
          param: 'analyseMateriaal',
          item: 'adminVariableAnalysisMaterial',
          tabs: { mappings: 'adminVariableAnalysisMaterialVariableMapping' },
          children: { analyse_resultaat_hoeveelheden: { tab: '', node: analysisResult } },
        },
      },
    },
  },
};

/** One item on the way to the card shown: a material type, then its sample kind... */
export interface ChainLink {
  list: string;
  itemId: string;
}

/** What a route of the variables area shows. */
export interface ListTarget {
  /** The list of the table: the top of the chain. */
  list: string;
  /** The items from the table's row down to the card shown; empty without a card. */
  chain: ChainLink[];
  tab: string;
  mappingId?: string;
  /** An item chosen in a tab that lists items of another list (a material status...). */
  chosenId?: string;
}

type Params = Readonly<Record<string, string | undefined>>;

function routesOf(node: ItemRouteNode): RouteId[] {
  return [
    node.item,
    ...Object.values(node.tabs ?? {}),
    ...(Object.keys(node.aliases ?? {}) as RouteId[]),
    ...(node.mapping ? [node.mapping] : []),
  ].filter((route): route is RouteId => route !== undefined);
}

/** The tab a route shows of a node's card, when the route is one of the node's. */
function tabOf(node: ItemRouteNode, routeId: RouteId, params: Params) {
  if (routeId === node.item) return { tab: '' };
  if (routeId === node.mapping) return { tab: 'mappings', mappingId: params.mapping };
  for (const [tab, route] of Object.entries(node.tabs ?? {})) {
    if (route === routeId) return { tab };
  }
  const alias = node.aliases?.[routeId];
  if (alias) return { tab: alias.tab, chosenId: alias.param ? params[alias.param] : undefined };
  return null;
}

function findIn(
  list: string,
  node: ItemRouteNode,
  routeId: RouteId,
  params: Params,
  above: ChainLink[],
): Omit<ListTarget, 'list'> | null {
  const chain = [...above, { list, itemId: params[node.param] ?? '' }];
  const shown = tabOf(node, routeId, params);
  if (shown) return { chain, ...shown };
  for (const [childList, child] of Object.entries(node.children ?? {})) {
    if (!child) continue;
    const found = findIn(childList, child.node, routeId, params, chain);
    if (found) return found;
  }
  return null;
}

export function targetOf(routeId: RouteId | undefined, params: Params): ListTarget {
  if (routeId) {
    for (const [list, node] of Object.entries(itemRoutes)) {
      const found = node && findIn(list, node, routeId, params, []);
      if (found) return { list, ...found };
    }
  }
  const list = params.variable ?? '';
  const tab =
    routeId === 'adminVariableItemMappings' || routeId === 'adminVariableItemMapping'
      ? 'mappings'
      : '';
  return {
    list,
    chain: params.variableitem ? [{ list, itemId: params.variableitem }] : [],
    tab,
    mappingId: params.mapping,
  };
}

/** The route node of the last item of a chain, and the route parameters naming the chain. */
function nodeOf(setId: string, chain: readonly ChainLink[]) {
  let node: ItemRouteNode | undefined;
  const params: Record<string, string> = { variableset: setId };
  for (const [index, link] of chain.entries()) {
    node = index === 0 ? itemRoutes[link.list] : node?.children?.[link.list]?.node;
    if (!node) return { node: undefined, params };
    params[node.param] = link.itemId;
  }
  return { node, params };
}

type Path = (id: RouteId, params?: RouteParams) => string;

/** The URL of a card (the last item of the chain), or of one of its tabs ('' the details). */
export function itemPath(path: Path, setId: string, chain: readonly ChainLink[], tab = '') {
  const { node, params } = nodeOf(setId, chain);
  const route = tab === '' ? node?.item : node?.tabs?.[tab];
  if (route) return path(route, params);
  // An item without a route of its own for this tab: the generic routes of its list.
  const last = chain.at(-1);
  const generic = {
    variableset: setId,
    variable: last?.list ?? '',
    variableitem: last?.itemId ?? '',
  };
  return path(tab === 'mappings' ? 'adminVariableItemMappings' : 'adminVariableItem', generic);
}

/** Whether items chosen in a card's tab have URLs of their own. */
export function hasChosenRoutes(chain: readonly ChainLink[], tab: string): boolean {
  const { node } = nodeOf('', chain);
  return Object.values(node?.aliases ?? {}).some((alias) => alias?.tab === tab && alias.param);
}

/** The URL of an item chosen in a tab listing items of another list, if it has one. */
export function chosenPath(
  path: Path,
  setId: string,
  chain: readonly ChainLink[],
  tab: string,
  chosenId: string,
): string | undefined {
  const { node, params } = nodeOf(setId, chain);
  for (const [route, alias] of Object.entries(node?.aliases ?? {})) {
    if (alias?.tab === tab && alias.param) {
      return path(route as RouteId, { ...params, [alias.param]: chosenId });
    }
  }
  return undefined;
}

/**
 * The URL of one mapping's card. The spec gives one to the mappings of external systems,
 * capabilities and (generically) any lookup list item, none to those of a child item.
 */
export function mappingPath(
  path: Path,
  setId: string,
  chain: readonly ChainLink[],
  mapping: string,
): string | undefined {
  const { node, params } = nodeOf(setId, chain);
  if (node?.mapping) return path(node.mapping, { ...params, mapping });
  const [only, ...more] = chain;
  if (!only || more.length > 0) return undefined;
  return path('adminVariableItemMapping', {
    variableset: setId,
    variable: only.list,
    variableitem: only.itemId,
    mapping,
  });
}

/** The child list a tab of a card lists ('' for the details tab), if any. */
export function childListOf(chain: readonly ChainLink[], tab: string): string | undefined {
  const { node } = nodeOf('', chain);
  return Object.entries(node?.children ?? {}).find(([, child]) => child?.tab === tab)?.[0];
}

/** The tab of the parent's card that lists the last item of the chain ('' the details). */
export function parentTabOf(chain: readonly ChainLink[]): string {
  const last = chain.at(-1);
  const { node } = nodeOf('', chain.slice(0, -1));
  return (last && node?.children?.[last.list]?.tab) ?? '';
}

/** The tabs of a card that list the items of a child list. */
export function childTabs(chain: readonly ChainLink[]): string[] {
  const { node } = nodeOf('', chain);
  return Object.values(node?.children ?? {}).flatMap((child) =>
    child && child.tab !== '' ? [child.tab] : [],
  );
}

function routesBelow(node: ItemRouteNode): RouteId[] {
  return [
    ...routesOf(node),
    ...Object.values(node.children ?? {}).flatMap((child) =>
      child ? routesBelow(child.node) : [],
    ),
  ];
}

/** The routes that show the variables list screen. */
export const listScreenRoutes: RouteId[] = [
  'adminVariableList',
  'adminVariableItem',
  'adminVariableItemMappings',
  'adminVariableItemMapping',
  ...Object.values(itemRoutes).flatMap((node) => (node ? routesBelow(node) : [])),
];
