/**
 * `Wanjiru Kamau`: how the app names a person on screens, in lists, downloads, statements and messages
 * (docs/decisions/duplicates.md, "Full names").
 */
export const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim();
