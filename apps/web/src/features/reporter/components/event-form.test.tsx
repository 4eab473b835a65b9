import type { EventType, MatchParticipant } from '@tms/domain/contract/competition';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedEventData } from '../offline-queue/records';
import { renderWithProviders } from '@/test/render';
import type { Stopwatch } from '../hooks/use-stopwatch';
import { EventForm } from './event-form';

afterEach(cleanup);

const goal: EventType = {
  id: 1,
  nameCs: 'Gól',
  nameEn: 'Goal',
  code: 'goal',
  category: 'score',
  penaltyMatchStop: false,
  penaltyDuration: 0,
  scoreIncrease: 1,
  secondaryParticipantAllowed: false,
  shortName: 'G',
};

const player = (id: number, jerseyNumber: number): MatchParticipant => ({
  id,
  matchId: 1,
  teamId: 10,
  participantId: id,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  birthYear: 2010,
  jerseyNumber,
  isLeader: false,
});

const stopwatch: Stopwatch = {
  state: { running: false, startedAt: null, elapsedBeforeStart: 75_000 },
  seconds: 75,
  now: () => 75_000,
  start: () => {},
  pause: () => {},
  toggle: () => {},
  set: () => {},
};

function renderForm(onSave: (data: QueuedEventData) => Promise<void>) {
  let timestamp = 1000;
  renderWithProviders(
    <MemoryRouter>
      <EventForm
        eventTypes={[goal]}
        defaultTypeId={goal.id}
        roster={[player(101, 7), player(102, 9)]}
        homeTeamId={10}
        awayTeamId={20}
        homeName="Home"
        awayName="Away"
        stageCode="1st_half"
        stageId={2}
        matchLength={50}
        stopwatch={stopwatch}
        editing={null}
        disabled={false}
        rosterHref="/reporter/match-roster/X-1"
        nextTimestamp={() => ++timestamp}
        onSave={onSave}
        onCancelEdit={() => {}}
      />
    </MemoryRouter>,
  );
}

const chip = (jersey: number) => screen.getByTestId(`player-${jersey}`).querySelector('input') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save event' });

describe('EventForm', () => {
  it('keeps the next player picked while the previous event is still being stored', async () => {
    let finishStoring = () => {};
    const onSave = vi.fn(
      (_data: QueuedEventData) =>
        new Promise<void>((resolve) => {
          finishStoring = resolve;
        }),
    );
    renderForm(onSave);

    fireEvent.click(chip(7));
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ competitionMatchParticipantId: 101, minute: 1, second: 15 });

    // The reporter goes on with the next event before the device has stored the first one.
    fireEvent.click(chip(9));
    await act(async () => finishStoring());
    expect(chip(9).checked).toBe(true);

    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1][0]).toMatchObject({ competitionMatchParticipantId: 102 });
    // Each new event gets its own key when it is entered.
    const keys = onSave.mock.calls.map(([data]) => data.clientId);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('puts an event back when the device could not store it', async () => {
    const onSave = vi.fn((_data: QueuedEventData) => Promise.reject(new Error('quota exceeded')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderForm(onSave);

    fireEvent.click(chip(9));
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(chip(9).checked).toBe(true));
  });

  it('takes a typed time in digits only, steps it with the arrows and keeps it within bounds', async () => {
    const onSave = vi.fn((_data: QueuedEventData) => Promise.resolve());
    renderForm(onSave);
    const minute = screen.getByRole('textbox', { name: 'Minute' }) as HTMLInputElement;
    const second = screen.getByRole('textbox', { name: 'Second' }) as HTMLInputElement;
    // The stopwatch's time until the reporter types one.
    expect([minute.value, second.value]).toEqual(['1', '15']);

    fireEvent.change(minute, { target: { value: '2a4' } });
    expect(minute.value).toBe('24');
    fireEvent.keyDown(minute, { key: 'ArrowUp' });
    expect(minute.value).toBe('25');
    fireEvent.change(second, { target: { value: '0' } });
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    expect(second.value).toBe('0');
    fireEvent.change(second, { target: { value: '5912' } });
    expect(second.value).toBe('59');

    fireEvent.click(chip(7));
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ minute: 25, second: 59 });
  });
});
