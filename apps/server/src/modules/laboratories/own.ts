import type { Executor } from '../../db/client';
import { laboratories } from '../../db/tables';
import { findOwned } from '../../resources/owned';

export type OwnLaboratoryRow = typeof laboratories.$inferSelect;

/**
 * One of the organisation's laboratories by id; null for another organisation's or none.
 * Each caller refuses in its own words (a form field, or "not found").
 */
export const findOwnLaboratory = (
  tx: Executor,
  organisationId: number,
  id: number,
): Promise<OwnLaboratoryRow | null> => findOwned(tx, laboratories, organisationId, id);
