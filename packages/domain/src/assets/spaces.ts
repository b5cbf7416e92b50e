/** What a space is called where a survey shows it (spec section 3). */
export const spaceSeparator = ' ❯ ';

/**
 * A space as it is shown: "parent floor ❯ space name", the name alone when it is on no
 * floor, and `unknown` ('Onbekend' in Dutch) when the space has no name.
 */
export function spaceDisplayName(
  floorName: string | null | undefined,
  spaceName: string | null | undefined,
  unknown = 'Onbekend',
): string {
  const name = spaceName?.trim() ?? '';
  if (!name) return unknown;
  const floor = floorName?.trim() ?? '';
  return floor ? `${floor}${spaceSeparator}${name}` : name;
}
