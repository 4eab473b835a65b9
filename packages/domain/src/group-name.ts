/**
 * A group as people read it: the word for "group" in the language and the group's label
 * ("Skupina MA-A"), as the public pages name it. The stored group name is an English working title
 * of the builder and is never shown on Czech pages or documents.
 */
export function groupTitle(label: string, locale: 'cs' | 'en'): string {
  return `${locale === 'cs' ? 'Skupina' : 'Group'} ${label}`;
}
