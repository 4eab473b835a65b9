import { describe, expect, it } from 'vitest';
import { personName, personSortKey } from './person-name';

describe('person names', () => {
  it('shows first then last name and sorts by last name', () => {
    expect(personName({ firstName: 'Brian', lastName: 'Toft' })).toBe('Brian Toft');
    expect(personSortKey({ firstName: 'Brian', lastName: 'Toft' })).toBe('Toft Brian');
  });

  it('leaves out a missing part', () => {
    expect(personName({ firstName: null, lastName: 'Horváth' })).toBe('Horváth');
    expect(personSortKey({ firstName: 'Adam', lastName: null })).toBe('Adam');
  });
});
