// Writing a room's record to the shared store (records.ts): one write on its way at a time, taking
// the record as it is when it goes (a store that is slow or away holds up one write, never a queue
// of them); again every heartbeat, so a live room's record is never taken for a gone room's; and,
// when the server stops, once more marked let go, so another process may build the room at once.

import type { Clock, Delayed, Presence } from '@colyseus/core';
import { keepRecord, RECORD_TIMES, type RecordDraft } from './records';

export class RecordKeeper {
  private writing = false;
  private dirty = false;
  private beat: Delayed | null = null;

  constructor(
    private readonly presence: () => Presence,
    private readonly draft: () => RecordDraft,
    private readonly clock: Clock,
    /** What else a heartbeat does (the room lists itself again, should a health check have unlisted it). */
    private readonly onBeat: () => void = () => undefined,
  ) {}

  /** The room changed: its record is written (and from now on, every heartbeat). */
  keep(): void {
    this.dirty = true;
    this.beat ??= this.clock.setInterval(() => {
      this.onBeat();
      this.keep();
    }, RECORD_TIMES.heartbeatMs);
    if (!this.writing) void this.flush();
  }

  private async flush(): Promise<void> {
    this.writing = true;
    while (this.dirty) {
      this.dirty = false;
      await keepRecord(this.presence(), { ...this.draft(), at: Date.now() });
    }
    this.writing = false;
  }

  /** The server stops with the room: the record, marked let go (and no more heartbeats). */
  async release(): Promise<void> {
    this.beat?.clear();
    this.beat = null;
    await keepRecord(this.presence(), { ...this.draft(), at: 0 });
  }
}
