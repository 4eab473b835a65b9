type Named = { firstName: string | null; lastName: string | null };

/** A person as every page shows them: first name, then last name ('Brian Toft'). */
export function personName(person: Named): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
}

/** The order lists sort people in: by last name, then first name. */
export function personSortKey(person: Named): string {
  return [person.lastName, person.firstName].filter(Boolean).join(' ').trim();
}
