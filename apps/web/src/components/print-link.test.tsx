import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PrintLink } from './print-link';

afterEach(cleanup);

describe('PrintLink', () => {
  it('is a download link to the document', () => {
    renderWithProviders(
      <PrintLink href="/api/v1/print/matches/5/report?lang=en">Official match report (PDF)</PrintLink>,
    );
    const link = screen.getByRole('link', { name: 'Official match report (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/v1/print/matches/5/report?lang=en');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
