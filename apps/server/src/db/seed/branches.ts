import type { Transaction } from '../client';
import { branchCertificates, branches } from '../tables';

/**
 * The demo firm's certified branch and its certificates. SC-540 process certificates are
 * issued by accredited certification bodies for three years; the numbers are made up.
 */
export async function seedBranches(tx: Transaction, organisationId: number): Promise<void> {
  const [branch] = await tx
    .insert(branches)
    .values({
      organisationId,
      name: 'Van Dijk Asbestinventarisatie B.V. – vestiging Utrecht',
      kvkNumber: '30123456',
      branchNumber: '000012345678',
      processCertificateNumber: 'SC540-2024-0187',
      email: 'utrecht@vandijk-asbest.example',
      phone: '030 123 45 67',
      street: 'Europalaan',
      houseNumber: '40',
      postcode: '3526 KS',
      city: 'Utrecht',
      reportFooter:
        'Van Dijk Asbestinventarisatie B.V. is gecertificeerd volgens SC-540 (procescertificaat SC540-2024-0187).',
    })
    .returning({ id: branches.id });
  if (!branch) throw new Error('branch insert returned nothing');
  await tx.insert(branchCertificates).values([
    {
      branchId: branch.id,
      name: 'Procescertificaat asbestinventarisatie (SC-540)',
      number: 'SC540-2024-0187',
      issuer: 'Certificerende instelling (demo)',
      validFrom: '2024-03-01',
      validUntil: '2027-03-01',
    },
    {
      branchId: branch.id,
      name: 'VCA** (veiligheid)',
      number: 'VCA-88213',
      issuer: 'Certificerende instelling (demo)',
      validFrom: '2025-06-15',
      validUntil: '2028-06-15',
    },
  ]);
}
