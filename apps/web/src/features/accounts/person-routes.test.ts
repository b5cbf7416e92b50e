import { buildPath, routeIds } from '@vezel/domain/routes/route-table';
import { describe, expect, it } from 'vitest';
import { personParams, personRouteId, personTabOf, personTabs, tabPage } from './person-routes';

describe('person routes', () => {
  it('names routes of the account and of an admin user', () => {
    expect(personRouteId({ kind: 'account' }, 'Certificate')).toBe('accountCertificate');
    expect(personRouteId({ kind: 'admin', userId: '4' }, 'EquipmentCertificate')).toBe(
      'adminUserEquipmentCertificate',
    );
    for (const tab of personTabs) {
      expect(routeIds).toContain(personRouteId({ kind: 'account' }, tabPage(tab)));
      expect(routeIds).toContain(personRouteId({ kind: 'admin', userId: '1' }, tabPage(tab)));
    }
  });

  it('adds the user to the parameters for the admin', () => {
    expect(personParams({ kind: 'admin', userId: '4' }, { certificate: '2' })).toEqual({
      user: '4',
      certificate: '2',
    });
    expect(personParams({ kind: 'account' }, { certificate: '2' })).toEqual({ certificate: '2' });
    const scope = { kind: 'admin', userId: '4' } as const;
    expect(
      buildPath(
        personRouteId(scope, 'Certificate'),
        'nl',
        personParams(scope, { certificate: '2' }),
      ),
    ).toMatch(/\/4\/certificates\/2$/);
  });

  it('finds the tab of a route', () => {
    expect(personTabOf('account')).toBe('information');
    expect(personTabOf('adminUser')).toBe('information');
    expect(personTabOf('accountCertificate')).toBe('certificates');
    expect(personTabOf('adminUserEquipmentCertificate')).toBe('equipment');
    expect(personTabOf('adminUserSignature')).toBe('signature');
    expect(personTabOf('accountCapabilities')).toBe('capabilities');
  });
});
