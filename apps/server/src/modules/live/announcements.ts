import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runOnDb } from '../../db/statements';
import { LIVE_CHANNEL } from '../../plugins/live-bus';

/** Match ids per NOTIFY: its payload must stay under PostgreSQL's 8,000 bytes. */
const IDS_PER_NOTIFY = 500;

/**
 * One NOTIFY for the matches, with one change number for them all. The ids come as JSON and no table
 * is read: a statement with an array parameter would be planned again at every call.
 */
const notifyMatches = (db: Db) =>
  db
    .select({
      sent: sql`pg_notify(${LIVE_CHANNEL}, json_build_object('type', 'match', 'id', nextval('live_event_seq'), 'matchIds', ${sql.placeholder('ids')}::json)::text)`,
    })
    .from(sql`(select 1) as one`);

type Waiter = { resolve: () => void; reject: (error: unknown) => void };

/**
 * Announces the matches of committed event writes. A NOTIFY inside the writing transaction would hold
 * PostgreSQL's notification lock through the commit's flush to disk, so that every reporter's commit
 * waited for every other's; here the writes commit side by side and their matches go out together in
 * one NOTIFY (one at a time per instance: what commits while one is sent goes with the next).
 * `announce` resolves once the NOTIFY holding the match has committed; the write answers only then,
 * so a reporter who got an answer knows every instance will hear of the change. A write whose answer
 * was lost (its instance died in between) is sent again by the reporter's client, and the repeat is
 * announced again.
 */
class MatchAnnouncements {
  private ids = new Set<number>();
  private waiters: Waiter[] = [];
  private sending = false;

  constructor(private readonly db: Db) {}

  announce(matchId: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ids.add(matchId);
      this.waiters.push({ resolve, reject });
      if (!this.sending) void this.send();
    });
  }

  private async send() {
    this.sending = true;
    while (this.waiters.length > 0) {
      const ids = [...this.ids];
      const waiters = this.waiters;
      this.ids = new Set();
      this.waiters = [];
      try {
        for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
          const chunk = ids.slice(i, i + IDS_PER_NOTIFY);
          await runOnDb(this.db, 'tms_notify_matches', notifyMatches, { ids: JSON.stringify(chunk) });
        }
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.sending = false;
  }
}

const announcements = new WeakMap<Db, MatchAnnouncements>();

/**
 * Announces a match the public sees after its write committed (see `MatchAnnouncements`); resolves
 * once sent. A match never published is announced when its schedule is.
 */
export function announceCommitted(db: Db, matchId: number): Promise<void> {
  let sender = announcements.get(db);
  if (!sender) {
    sender = new MatchAnnouncements(db);
    announcements.set(db, sender);
  }
  return sender.announce(matchId);
}
