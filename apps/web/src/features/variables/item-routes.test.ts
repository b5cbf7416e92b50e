import { buildPath, type RouteId, type RouteParams } from '@vezel/domain/routes/route-table';
import { describe, expect, it } from 'vitest';
import { itemPath, listScreenRoutes, mappingPath, targetOf } from './item-routes';

const path = (id: RouteId, params?: RouteParams) => buildPath(id, 'nl', params);

describe('the routes of list items', () => {
  it('puts items of lists with a route of their own there, others under the list', () => {
    expect(itemPath(path, '1', 'toepassingen', '7')).toBe('/admin/variabelen/1/toepassing/7');
    expect(itemPath(path, '1', 'eenheden', '7')).toBe('/admin/variabelen/1/eenheden/7');
    expect(
      itemPath(path, '1', 'inventarisatie_user_capabilities', '3', 'capabilityRequirement'),
    ).toBe('/admin/variabelen/1/inventarisatieUserCapability/3/capabilityRequirement');
    expect(itemPath(path, '1', 'toepassingen', '7', 'mappings')).toBe(
      '/admin/variabelen/1/toepassingen/7/mappings',
    );
    expect(mappingPath(path, '1', 'external_systems', '2', '9')).toBe(
      '/admin/variabelen/1/externalSystem/2/mappings/9',
    );
    expect(mappingPath(path, '1', 'eenheden', '2', '9')).toBe(
      '/admin/variabelen/1/eenheden/2/mappings/9',
    );
  });

  it('reads the list, item and tab back from a route', () => {
    expect(targetOf('adminVariableApplication', { variableset: '1', toepassing: '7' })).toEqual({
      list: 'toepassingen',
      itemId: '7',
      tab: '',
    });
    expect(
      targetOf('adminVariableUserCapabilityRequirement', { variableset: '1', id: '3' }),
    ).toEqual({
      list: 'inventarisatie_user_capabilities',
      itemId: '3',
      tab: 'capabilityRequirement',
    });
    expect(
      targetOf('adminVariableItemMapping', {
        variable: 'eenheden',
        variableitem: '2',
        mapping: '9',
      }),
    ).toEqual({ list: 'eenheden', itemId: '2', tab: 'mappings', mappingId: '9' });
  });

  it('gives every special route a screen', () => {
    expect(listScreenRoutes).toEqual(
      expect.arrayContaining([
        'adminVariableExternalSystem',
        'adminVariableExternalSystemMapping',
        'adminVariableUserCapability',
        'adminVariableUserCapabilityRequirement',
        'adminVariableUserCapabilityMapping',
        'adminVariableApplication',
        'adminVariableVscpComponent',
        'adminVariableVscpSystem',
      ]),
    );
  });
});
