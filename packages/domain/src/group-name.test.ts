import { describe, expect, it } from 'vitest';
import { groupTitle } from './group-name';

describe('groupTitle', () => {
  it('names a group by its label in the language', () => {
    expect(groupTitle('MA-A', 'cs')).toBe('Skupina MA-A');
    expect(groupTitle('MA-A', 'en')).toBe('Group MA-A');
  });
});
