import { describe, expect, it } from 'vitest';
import { noPermissions } from './access';
import { navigationGroups } from './navigation';

describe('the drawer', () => {
  it('shows each heading once, over all of its entries', () => {
    const groups = navigationGroups({ ...noPermissions, manager: true, administrator: true });
    const headings = groups.map((group) => group.headingKey);
    expect(headings).toEqual([undefined, 'nav.admin', 'nav.integrations']);
    expect(groups[1]?.entries.map((entry) => entry.routeId)).toEqual([
      'adminUsers',
      'adminCertificationBody',
      'adminLaboratories',
      'adminVscpTemplates',
      'adminDossierChecks',
      'adminReports',
      'adminSgiClients',
      'adminMaritimeClients',
      'adminVariables',
      'adminLavs',
    ]);
    expect(groups[2]?.entries.map((entry) => entry.routeId)).toEqual(['lavs']);
  });

  it('shows no admin heading to a surveyor, but the integrations', () => {
    expect(navigationGroups(noPermissions).map((group) => group.headingKey)).toEqual([
      undefined,
      'nav.integrations',
    ]);
  });
});
