// The office during the rehearsal, as admin@example.com through the balancer: a match of the next
// day moved and the schedule published (mails to the clubs), referees of later matches of the day
// taken off by hand and published (mails to the referees), and the next day's match sheets streamed
// as one PDF for the print room.
import { Browser } from './rehearsal-browser';
import { type Balancer, NetworkError, sleep } from './rehearsal-cluster';
import type { RehearsalScript } from './rehearsal-setup';

export type OfficeAction = {
  name: string;
  status: number | 'network error';
  ms: number;
  instance: string;
  note?: string;
};

type LiveMatch = { i: number; d: number; t: string; p: number; s: number };

export async function officeDay(options: {
  balancer: Balancer;
  script: RehearsalScript;
  /** Waits until this share of the replay has passed. */
  at: (share: number) => Promise<void>;
  /** Day seconds now, for picking matches that have not started. */
  dayNow: () => number;
}): Promise<OfficeAction[]> {
  const { script } = options;
  const done: OfficeAction[] = [];
  const office = new Browser(options.balancer, 1, '10.0.200.1');
  await office.signIn('admin@example.com', 'handball2025');
  const run = async (name: string, method: string, path: string, body?: unknown, binary = false) => {
    // The office tries again when the network fails, as a person would.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const answer = await office.call(name, method, path, body, { binary, timeoutMs: 300_000 });
        const note = answer.status >= 400 ? answer.body.slice(0, 200) : `${answer.bytes} B`;
        done.push({ name, status: answer.status, ms: answer.ms, instance: answer.instance.name, note });
        return answer;
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        done.push({ name, status: 'network error', ms: 0, instance: error.instance.name });
        await sleep(1000);
      }
    }
    return null;
  };

  await options.at(0.15);
  if (script.nextDay) {
    // A match of the next day moves to a hall that is free at its time; the office tries the next
    // candidate when the builder names a clash (409), as it would.
    const live = await office.json<{ days: string[]; matches: LiveMatch[] }>(
      'getCompetitionLive',
      'GET',
      '/competition/live',
    );
    const day = live.days.indexOf(script.nextDay);
    const next = live.matches.filter((m) => m.d === day);
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    const halls = [...new Set(next.map((m) => m.p))];
    const freeHall = (m: LiveMatch) =>
      halls.find((p) => p !== m.p && next.every((o) => o.p !== p || Math.abs(minutes(o.t) - minutes(m.t)) >= 40));
    const candidates = next.filter((m) => freeHall(m) !== undefined).slice(0, 8);
    for (const m of candidates) {
      const moved = await run('moveMatch', 'PATCH', `/admin/matches/${m.i}`, {
        placeId: freeHall(m),
        note: 'rehearsal: a hall free at its time',
      });
      if (moved?.status !== 200) continue;
      await run('publishSchedule', 'POST', '/admin/competition/publish', {});
      break;
    }
  }

  await options.at(0.35);
  // Referees of three of the day's last matches (well ahead of play) are taken off, as when they call
  // in sick. (Putting others on is refused: the demo gives a referee pair back-to-back matches of one
  // hall, 5 minutes apart, which the assignment's 10-minute buffer counts as an overlap.)
  const ahead = options.dayNow() + 30 * 60;
  const edits = script.halls
    .flatMap((hall) => hall.matches)
    .filter((m) => m.start >= ahead && m.refereeIds.length > 0)
    .sort((a, b) => b.start - a.start)
    .slice(0, 3);
  for (const match of edits) {
    await run('setMatchRefereeAssignment', 'PUT', `/admin/matches/${match.id}/referees`, { refereeIds: [] });
  }
  if (edits.length > 0) await run('publishRefereeAssignments', 'POST', '/admin/referee-assignments/publish', {});

  await options.at(0.55);
  if (script.nextDay) await run('printMatchSheets', 'GET', `/print/sheets?day=${script.nextDay}`, undefined, true);
  return done;
}
