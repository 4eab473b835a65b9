/** The changes heard since the last flush: their numbers in the order they arrived, and the matches they touched. */
export type PendingChanges = { seqs: number[]; matchIds: number[] };

/**
 * Gathers match changes into bursts. A change that comes after a quiet spell (no change for half a
 * tick) is flushed at once (after the current I/O callbacks, so that the notifications PostgreSQL
 * delivered in one read go together); changes that follow each other closer wait for the next flush,
 * at least `tickMs` after the last one, which takes them all, as do the changes that arrive while a
 * flush runs. So spectators hear a goal without delay, and a tournament's worth of reporters writing
 * at once costs each instance one read and one message per tick, not one per event. Flushes never
 * overlap, so messages leave in the order the changes arrived.
 */
export class ChangeCoalescer {
  private seqs: number[] = [];
  private readonly matchIds = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private lastFlushAt = Number.NEGATIVE_INFINITY;
  private lastAddAt = Number.NEGATIVE_INFINITY;
  private closed = false;

  constructor(
    private readonly tickMs: number,
    private readonly flush: (changes: PendingChanges) => Promise<void>,
  ) {}

  add(seq: number, matchIds: readonly number[]) {
    if (this.closed) return;
    this.seqs.push(seq);
    for (const id of matchIds) this.matchIds.add(id);
    const now = performance.now();
    const quiet = now - this.lastAddAt >= this.tickMs / 2;
    this.lastAddAt = now;
    this.schedule(quiet);
  }

  /** Resolves once every change added so far has been flushed. */
  async settled(): Promise<void> {
    while (this.running || this.timer || this.seqs.length > 0) {
      if (this.running) await this.running;
      else await new Promise((resolve) => setTimeout(resolve, this.tickMs));
    }
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(quiet = false) {
    if (this.timer || this.running || this.closed) return;
    const wait = quiet ? 0 : Math.max(0, this.lastFlushAt + this.tickMs - performance.now());
    this.timer = setTimeout(() => this.run(), wait);
  }

  private run() {
    this.timer = undefined;
    const changes = { seqs: this.seqs, matchIds: [...this.matchIds] };
    this.seqs = [];
    this.matchIds.clear();
    // The flush puts back what it could not send; a failure must not stop the flushes after it.
    this.running = this.flush(changes)
      .catch(() => undefined)
      .finally(() => {
        this.running = undefined;
        this.lastFlushAt = performance.now();
        if (this.seqs.length > 0) this.schedule();
      });
  }
}
