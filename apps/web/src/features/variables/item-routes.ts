import type { RouteId, RouteParams } from '@vezel/domain/routes/route-table';

/**
 * Lists whose items have routes of their own in spec section 2 (an application at
 * /toepassing/{id} rather than /toepassingen/{id}...): the item route, the parameter that
 * names the item there, and the routes of the item's tabs that differ from the generic ones.
 */
interface SpecialItemRoute {
  item: RouteId;
  param: string;
  mapping?: RouteId;
  tabs?: Partial<Record<string, RouteId>>;
}

const specialItemRoutes: Partial<Record<string, SpecialItemRoute>> = {
  external_systems: {
    item: 'adminVariableExternalSystem',
    param: 'externalSystem',
    mapping: 'adminVariableExternalSystemMapping',
  },
  inventarisatie_user_capabilities: {
    item: 'adminVariableUserCapability',
    param: 'id',
    mapping: 'adminVariableUserCapabilityMapping',
    tabs: { capabilityRequirement: 'adminVariableUserCapabilityRequirement' },
  },
  toepassingen: { item: 'adminVariableApplication', param: 'toepassing' },
  vscp_components: { item: 'adminVariableVscpComponent', param: 'id' },
  vscp_systems: { item: 'adminVariableVscpSystem', param: 'id' },
};

/** What a route of the variables area shows: a list, maybe one of its items, its tab. */
export interface ListTarget {
  list: string;
  itemId?: string;
  tab: string;
  mappingId?: string;
}

export function targetOf(
  routeId: RouteId | undefined,
  params: Readonly<Record<string, string | undefined>>,
): ListTarget {
  for (const [list, special] of Object.entries(specialItemRoutes)) {
    if (!special) continue;
    const itemId = params[special.param];
    if (routeId === special.item) return { list, itemId, tab: '' };
    if (routeId === special.mapping) {
      return { list, itemId, tab: 'mappings', mappingId: params.mapping };
    }
    for (const [tab, route] of Object.entries(special.tabs ?? {})) {
      if (routeId === route) return { list, itemId, tab };
    }
  }
  const tab =
    routeId === 'adminVariableItemMappings' || routeId === 'adminVariableItemMapping'
      ? 'mappings'
      : '';
  return {
    list: params.variable ?? '',
    itemId: params.variableitem,
    tab,
    mappingId: params.mapping,
  };
}

type Path = (id: RouteId, params?: RouteParams) => string;

/** The URL of an item's card, or of one of its tabs ('' is the details). */
export function itemPath(path: Path, setId: string, list: string, itemId: string, tab = '') {
  const special = specialItemRoutes[list];
  const generic = { variableset: setId, variable: list, variableitem: itemId };
  const tabRoute = special?.tabs?.[tab];
  if (special && tabRoute) return path(tabRoute, { variableset: setId, [special.param]: itemId });
  if (tab === 'mappings') return path('adminVariableItemMappings', generic);
  if (special) return path(special.item, { variableset: setId, [special.param]: itemId });
  return path('adminVariableItem', generic);
}

/** The URL of one mapping of an item. */
export function mappingPath(
  path: Path,
  setId: string,
  list: string,
  itemId: string,
  mapping: string,
) {
  const special = specialItemRoutes[list];
  if (special?.mapping) {
    return path(special.mapping, { variableset: setId, [special.param]: itemId, mapping });
  }
  return path('adminVariableItemMapping', {
    variableset: setId,
    variable: list,
    variableitem: itemId,
    mapping,
  });
}

/** The routes that show the variables list screen. */
export const listScreenRoutes: RouteId[] = [
  'adminVariableList',
  'adminVariableItem',
  'adminVariableItemMappings',
  'adminVariableItemMapping',
  ...Object.values(specialItemRoutes).flatMap((special) =>
    special
      ? [
          special.item,
          ...(special.mapping ? [special.mapping] : []),
          ...Object.values(special.tabs ?? {}),
        ]
      : [],
  ),
].filter((route): route is RouteId => route !== undefined);
