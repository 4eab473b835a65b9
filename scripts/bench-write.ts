// The answer of a reporter's write on a long match: a match in play gets 1,000 events, then one more
// event is posted and its answer measured (bytes on the wire), beside the full match detail.
import { randomUUID } from 'node:crypto';
import { request, signIn } from './bench-push';

export type WriteFigures = { events: number; answerBytes: number; detailBytes: number; fillSeconds: number };

type Id = { id: number };

export async function measureReporterWrite(baseUrl: string, events = 1000): Promise<WriteFigures> {
  const session = await signIn(baseUrl, 'reporter@example.com', 'handball2025');
  const get = async (path: string) => JSON.parse((await request(baseUrl, 'GET', path, { session })).body);
  const [live, statics, halls] = await Promise.all([
    get('/api/v1/competition/live'),
    get('/api/v1/competition/static'),
    get('/api/v1/reporter/halls'),
  ]);
  const stageIds = (codes: string[]) =>
    (statics.matchStages as (Id & { code: string })[]).filter((s) => codes.includes(s.code)).map((s) => s.id);
  const playing = new Set(stageIds(['1st_half', '2nd_half']));
  const hallIds = new Set((halls as { placeId: number }[]).map((h) => h.placeId));
  type LiveMatch = Id & { placeId: number; competitionMatchStageId: number };
  // A match of the reporter's halls in play, the last one so the push measurement's match is spared.
  const match = (live.matches as LiveMatch[])
    .filter((m) => hallIds.has(m.placeId) && playing.has(m.competitionMatchStageId))
    .at(-1);
  if (!match) throw new Error('no match in play in the reporter’s halls');
  const url = `/api/v1/competition/match/${match.id}/events`;
  const detailOf = () => request(baseUrl, 'GET', `/api/v1/competition/competition-match/${match.id}`, { session });
  const detail = JSON.parse((await detailOf()).body);
  const player = (detail.roster as (Id & { isLeader: boolean })[]).find((p) => !p.isLeader);
  const yellow = (statics.eventTypes as (Id & { code: string })[]).find((t) => t.code === 'yellow-card');
  if (!player || !yellow) throw new Error('the match has no roster');

  let created = 1_700_000_000_000;
  const body = (i: number) => ({
    minute: i % 20,
    second: i % 60,
    createdTimestamp: ++created,
    clientId: randomUUID(),
    competitionEventTypeId: yellow.id,
    competitionMatchParticipantId: player.id,
  });
  const started = performance.now();
  const missing = events - (detail.events as unknown[]).length;
  // A few at once: the server serialises writes to one match anyway.
  for (let i = 0; i < missing; i += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, missing - i) }, async (_, j) => {
        const res = await request(baseUrl, 'POST', url, { session, body: body(i + j) });
        if (res.status !== 200) throw new Error(`posting an event failed: ${res.status} ${res.body.slice(0, 200)}`);
      }),
    );
  }
  const fillSeconds = (performance.now() - started) / 1000;
  const answer = await request(baseUrl, 'POST', url, { session, body: body(events) });
  if (answer.status !== 200) throw new Error(`posting an event failed: ${answer.status}`);
  const full = await detailOf();
  return {
    events: (JSON.parse(full.body).events as unknown[]).length,
    answerBytes: Buffer.byteLength(answer.body),
    detailBytes: Buffer.byteLength(full.body),
    fillSeconds,
  };
}
