import { describe, expect, it } from 'vitest';
import { hasLink } from './links';

describe('hasLink', () => {
  it('finds links by operation id', () => {
    const user = {
      links: [{ operationId: 'listReporterHalls', method: 'GET' as const, href: '/api/v1/reporter/halls' }],
    };
    expect(hasLink(user, 'listReporterHalls')).toBe(true);
    expect(hasLink(user, 'getAdminConfiguration')).toBe(false);
  });

  it('finds nothing on a record not loaded yet', () => {
    expect(hasLink(undefined, 'reopenMatch')).toBe(false);
    expect(hasLink(null, 'reopenMatch')).toBe(false);
  });
});
