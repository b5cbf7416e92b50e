import { roleIds } from '@vezel/domain/rules/roles';
import type { FormOption } from '../../components/resource/form-logic';

const administratorRole = String(roleIds.administrator);

/**
 * The roles a user may give (spec section 6): only administrators give the administrator
 * role. A user who is one already keeps it shown, so that their form is not left empty.
 */
export function roleOptions(
  options: readonly FormOption[],
  administrator: boolean,
  current?: string,
): FormOption[] {
  return options.filter(
    (option) => administrator || option.value !== administratorRole || option.value === current,
  );
}
