import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { RosterRow } from '../lib/roster-selection';
import { RosterSection } from './roster-section';

const row = (id: number, extra: Partial<RosterRow>): RosterRow => ({
  participantId: id,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  birthYear: 2014,
  isLeader: false,
  playsUp: false,
  otherGender: false,
  selected: false,
  jerseyNumber: id,
  ...extra,
});

afterEach(cleanup);

describe('RosterSection', () => {
  it('labels a boy of the same age in a girls’ team as the other gender, not as playing up', () => {
    renderWithProviders(
      <RosterSection
        kind="players"
        rows={[row(1, {}), row(2, { playsUp: true, otherGender: true }), row(3, { playsUp: true, birthYear: 2015 })]}
        clashing={new Set()}
        editable
        jerseyNumberEdit={false}
        onToggle={() => {}}
        onSelectAll={() => {}}
        onJerseyNumber={() => {}}
      />,
    );
    const rowOf = (id: number) => screen.getByText(`First${id} Last${id}`).closest('tr')!;
    expect(rowOf(2).textContent).toContain('Other gender');
    expect(rowOf(2).textContent).not.toContain('Plays up');
    expect(rowOf(3).textContent).toContain('Plays up');
    expect(rowOf(1).textContent).not.toMatch(/Other gender|Plays up/);
  });
});
