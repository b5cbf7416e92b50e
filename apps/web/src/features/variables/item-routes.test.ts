import {
  buildPath,
  routeIds,
  type RouteId,
  type RouteParams,
} from '@vezel/domain/routes/route-table';
import { describe, expect, it } from 'vitest';
import { screens } from '../../app/screens';
import {
  childListOf,
  chosenPath,
  itemPath,
  listScreenRoutes,
  mappingPath,
  parentTabOf,
  targetOf,
} from './item-routes';

const path = (id: RouteId, params?: RouteParams) => buildPath(id, 'nl', params);
const cement = { list: 'materiaal_types', itemId: '5' };
const kind = { list: 'monster_soorten', itemId: '8' };
const material = { list: 'analyse_materialen', itemId: '9' };
const amount = { list: 'analyse_resultaat_hoeveelheden', itemId: '12' };

describe('the routes of list items', () => {
  it('puts items of lists with a route of their own there, others under the list', () => {
    expect(itemPath(path, '1', [{ list: 'toepassingen', itemId: '7' }])).toBe(
      '/admin/variabelen/1/toepassing/7',
    );
    expect(itemPath(path, '1', [{ list: 'eenheden', itemId: '7' }])).toBe(
      '/admin/variabelen/1/eenheden/7',
    );
    expect(
      itemPath(
        path,
        '1',
        [{ list: 'inventarisatie_user_capabilities', itemId: '3' }],
        'capabilityRequirement',
      ),
    ).toBe('/admin/variabelen/1/inventarisatieUserCapability/3/capabilityRequirement');
    expect(itemPath(path, '1', [{ list: 'toepassingen', itemId: '7' }], 'mappings')).toBe(
      '/admin/variabelen/1/toepassingen/7/mappings',
    );
    expect(mappingPath(path, '1', [{ list: 'external_systems', itemId: '2' }], '9')).toBe(
      '/admin/variabelen/1/externalSystem/2/mappings/9',
    );
    expect(mappingPath(path, '1', [{ list: 'eenheden', itemId: '2' }], '9')).toBe(
      '/admin/variabelen/1/eenheden/2/mappings/9',
    );
  });

  it('nests the children of material types below it', () => {
    expect(itemPath(path, '1', [cement], 'monsterSoorten')).toBe(
      '/admin/variabelen/1/materiaalType/5/monsterSoorten',
    );
    expect(itemPath(path, '1', [cement, kind], 'analyseMethodes')).toBe(
      '/admin/variabelen/1/materiaalType/5/monsterSoorten/8/analyseMethodes',
    );
    expect(itemPath(path, '1', [cement, material, amount], 'mappings')).toBe(
      '/admin/variabelen/1/materiaalType/5/analyseMaterialen/9/analyseResultaten/12/resultaatVariableMapping',
    );
    expect(chosenPath(path, '1', [cement], 'materiaalStatussen', '3')).toBe(
      '/admin/variabelen/1/materiaalType/5/materiaalStatussen/3',
    );
    // The spec gives the mappings of a child item no card route.
    expect(mappingPath(path, '1', [cement, kind], '4')).toBeUndefined();
    expect(parentTabOf([cement, kind])).toBe('monsterSoorten');
    expect(parentTabOf([cement, material, amount])).toBe('');
    expect(childListOf([cement, material], '')).toBe('analyse_resultaat_hoeveelheden');
  });

  it('reads the chain, tab and chosen item back from a route', () => {
    expect(targetOf('adminVariableApplication', { variableset: '1', toepassing: '7' })).toEqual({
      list: 'toepassingen',
      chain: [{ list: 'toepassingen', itemId: '7' }],
      tab: '',
    });
    expect(
      targetOf('adminVariableAnalysisResultMappings', {
        materiaalType: '5',
        analyseMateriaal: '9',
        analyseResultaat: '12',
      }),
    ).toEqual({ list: 'materiaal_types', chain: [cement, material, amount], tab: 'mappings' });
    expect(
      targetOf('adminVariableSampleKindAnalysisMethod', {
        materiaalType: '5',
        monsterSoort: '8',
        analyseMethode: '2',
      }),
    ).toEqual({
      list: 'materiaal_types',
      chain: [cement, kind],
      tab: 'analyseMethodes',
      chosenId: '2',
    });
    expect(
      targetOf('adminVariableItemMapping', {
        variable: 'eenheden',
        variableitem: '2',
        mapping: '9',
      }),
    ).toEqual({
      list: 'eenheden',
      chain: [{ list: 'eenheden', itemId: '2' }],
      tab: 'mappings',
      mappingId: '9',
    });
  });

  it('resolves every route below a variable set that has the list screen', () => {
    const variableRoutes = routeIds.filter(
      (route) => screens[route] !== undefined && screens[route] === screens.adminVariableList,
    );
    expect(variableRoutes.length).toBeGreaterThan(25);
    expect(new Set(variableRoutes)).toEqual(new Set(listScreenRoutes));
  });
});
