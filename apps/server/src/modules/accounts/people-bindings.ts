import { and, eq } from 'drizzle-orm';
import {
  equipmentCertificateResource,
  equipmentResource,
  toStoredDate,
  userCertificateResource,
  type LookupListKey,
} from '@vezel/domain';
import type { Executor } from '../../db/client';
import {
  equipment,
  equipmentCertificates,
  userCertificates,
  userProfiles,
  variableItems,
  variableSets,
} from '../../db/tables';
import { uploadTypes } from '../../files/storage';
import { fileIdFromInput } from '../../files/schema';
import type { Access, ResourceBinding, ResourceValues } from '../../resources/binding';
import { manageableProfile, mayManage } from './profile-access';
import {
  EquipmentCertificateRef,
  EquipmentRef,
  UserCertificateRef,
  type EquipmentCertificateRow,
  type EquipmentRow,
  type UserCertificateRow,
} from './people-schema';
import { insertRow, updateRow } from '../../resources/rows';

/** An active item of one list of the organisation: inactive items are not offered for new records. */
async function activeItem(tx: Executor, organisationId: number, list: LookupListKey, id: number) {
  const [item] = await tx
    .select({ id: variableItems.id })
    .from(variableItems)
    .innerJoin(variableSets, eq(variableSets.id, variableItems.variableSetId))
    .where(
      and(
        eq(variableItems.id, id),
        eq(variableItems.list, list),
        eq(variableItems.active, true),
        eq(variableSets.organisationId, organisationId),
      ),
    );
  return item?.id ?? null;
}

/** The scan of a certificate: a PDF or image of the organisation. */
const fileIdOf = (tx: Executor, access: Access, values: ResourceValues) =>
  fileIdFromInput(tx, access.organisationId, values.file, uploadTypes, 'file');

async function certificateValues(tx: Executor, access: Access, values: ResourceValues) {
  const fileId = await fileIdOf(tx, access, values);
  return {
    ...(values.number !== undefined && { number: String(values.number) }),
    ...(values.valid_from !== undefined && { validFrom: toStoredDate(String(values.valid_from)) }),
    ...(values.validity_years !== undefined && { validityYears: Number(values.validity_years) }),
    ...(fileId !== undefined && { fileId }),
  };
}

/** A new certificate's columns: the generic layer has checked that the required ones are there. */
async function newCertificateValues(tx: Executor, access: Access, values: ResourceValues) {
  return {
    number: String(values.number),
    validFrom: toStoredDate(String(values.valid_from)),
    validityYears: Number(values.validity_years),
    fileId: (await fileIdOf(tx, access, values)) ?? null,
  };
}

function connected(connections: ReadonlyMap<string, number>, type: string): number {
  const id = connections.get(type);
  if (id === undefined) throw new Error(`missing connection ${type}`);
  return id;
}

export const userCertificateBinding: ResourceBinding<UserCertificateRow> = {
  declaration: userCertificateResource,
  ref: UserCertificateRef,
  async find(tx, access, id) {
    const [row] = await tx
      .select({ certificate: userCertificates })
      .from(userCertificates)
      .innerJoin(userProfiles, eq(userProfiles.id, userCertificates.profileId))
      .where(
        and(eq(userCertificates.id, id), eq(userProfiles.organisationId, access.organisationId)),
      );
    return row && mayManage(access, row.certificate.profileId) ? row.certificate : null;
  },
  async findConnection(tx, access, type, id) {
    if (type === 'user') return (await manageableProfile(tx, access, id))?.id ?? null;
    if (type === 'certificateType') {
      return activeItem(tx, access.organisationId, 'inventarisatie_user_certificate_types', id);
    }
    return null;
  },
  async insert(tx, access, values, connections) {
    return insertRow(tx, userCertificates, {
      profileId: connected(connections, 'user'),
      typeItemId: connected(connections, 'certificateType'),
      ...(await newCertificateValues(tx, access, values)),
    });
  },
  async update(tx, access, row, values) {
    return updateRow(tx, userCertificates, row.id, {
      ...(await certificateValues(tx, access, values)),
    });
  },
  async remove(tx, row) {
    await tx.delete(userCertificates).where(eq(userCertificates.id, row.id));
  },
};

async function findEquipment(
  tx: Executor,
  access: Access,
  id: number,
): Promise<EquipmentRow | null> {
  const [row] = await tx
    .select({ item: equipment })
    .from(equipment)
    .innerJoin(userProfiles, eq(userProfiles.id, equipment.profileId))
    .where(and(eq(equipment.id, id), eq(userProfiles.organisationId, access.organisationId)));
  return row && mayManage(access, row.item.profileId) ? row.item : null;
}

export const equipmentBinding: ResourceBinding<EquipmentRow> = {
  declaration: equipmentResource,
  ref: EquipmentRef,
  find: findEquipment,
  async findConnection(tx, access, type, id) {
    if (type === 'user') return (await manageableProfile(tx, access, id))?.id ?? null;
    if (type === 'equipmentType')
      return activeItem(tx, access.organisationId, 'uitrusting_types', id);
    return null;
  },
  async insert(tx, _access, values, connections) {
    return insertRow(tx, equipment, {
      profileId: connected(connections, 'user'),
      typeItemId: connected(connections, 'equipmentType'),
      name: String(values.name),
      serialNumber: String(values.serial_number ?? ''),
    });
  },
  async update(tx, _access, row, values) {
    return updateRow(tx, equipment, row.id, {
      ...(values.name !== undefined && { name: String(values.name) }),
      ...(values.serial_number !== undefined && {
        serialNumber: String(values.serial_number ?? ''),
      }),
    });
  },
  async remove(tx, row) {
    await tx.delete(equipment).where(eq(equipment.id, row.id));
  },
};

export const equipmentCertificateBinding: ResourceBinding<EquipmentCertificateRow> = {
  declaration: equipmentCertificateResource,
  ref: EquipmentCertificateRef,
  async find(tx, access, id) {
    const [row] = await tx
      .select()
      .from(equipmentCertificates)
      .where(eq(equipmentCertificates.id, id));
    return row && (await findEquipment(tx, access, row.equipmentId)) ? row : null;
  },
  async findConnection(tx, access, type, id) {
    return type === 'equipment' ? ((await findEquipment(tx, access, id))?.id ?? null) : null;
  },
  async insert(tx, access, values, connections) {
    return insertRow(tx, equipmentCertificates, {
      equipmentId: connected(connections, 'equipment'),
      ...(await newCertificateValues(tx, access, values)),
    });
  },
  async update(tx, access, row, values) {
    return updateRow(tx, equipmentCertificates, row.id, {
      ...(await certificateValues(tx, access, values)),
    });
  },
  async remove(tx, row) {
    await tx.delete(equipmentCertificates).where(eq(equipmentCertificates.id, row.id));
  },
};
