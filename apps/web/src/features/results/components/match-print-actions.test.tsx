import type { MatchDetail } from '@tms/domain/contract/competition';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MatchPrintActions } from './match-print-actions';

afterEach(cleanup);

const REPORT = 'Official match report (PDF)';
const SHEET = 'Match sheet to fill in (PDF)';

/** The parts of a match detail the actions read. */
function detail(stageCode: string, operationIds: string[] = []): MatchDetail {
  return {
    match: { id: 42, walkOver: false },
    meta: { stageCode },
    links: operationIds.map((operationId) => ({ operationId, method: 'POST', href: '/api/v1/x' })),
  } as unknown as MatchDetail;
}

describe('MatchPrintActions', () => {
  it('offers a visitor the report of a finished match, in the page language', () => {
    renderWithProviders(<MatchPrintActions detail={detail('finished')} title="A – B" />);
    expect(screen.getByRole('link', { name: REPORT }).getAttribute('href')).toBe(
      '/api/v1/print/matches/42/report?lang=en',
    );
    expect(screen.queryByRole('link', { name: SHEET })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show QR code' })).toBeTruthy();
  });

  it('offers no report before the match is approved', () => {
    for (const stage of ['not_started', '2nd_half', 'waiting_for_approval']) {
      renderWithProviders(<MatchPrintActions detail={detail(stage)} title="A – B" />);
      expect(screen.queryByRole('link', { name: REPORT }), stage).toBeNull();
      cleanup();
    }
  });

  it('offers the sheet to whoever may report the match', () => {
    renderWithProviders(<MatchPrintActions detail={detail('not_started', ['createMatchEvent'])} title="A – B" />);
    expect(screen.getByRole('link', { name: SHEET }).getAttribute('href')).toBe(
      '/api/v1/print/matches/42/sheet?lang=en',
    );
  });

  it("offers no documents for a past edition's match", () => {
    renderWithProviders(
      <MatchPrintActions detail={detail('finished', ['createMatchEvent'])} title="A – B" edition={2024} />,
    );
    expect(screen.queryByRole('link', { name: REPORT })).toBeNull();
    expect(screen.queryByRole('link', { name: SHEET })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show QR code' })).toBeTruthy();
  });
});
