/** "Sanne van der Berg": first name, surname prefix and surname, skipping what is empty. */
export function fullName(user: {
  name: string;
  surnamePrefix: string | null;
  surname: string | null;
}): string {
  return [user.name, user.surnamePrefix, user.surname].filter((part) => part?.trim()).join(' ');
}
