// What a run writes while it sends: each message marked being sent just before its SMTP transaction (after
// checking again that the member is subscribed, exists and is verified, and that this run still holds the
// lease), and each outcome as soon as it is known, written with the mark of the sender's next message (or
// alone when there is none). A sender waits for each write to commit before it goes on, so a run killed at
// any moment leaves at most one message per connection being sent. Writes asked for while one is running
// are grouped into the next (group commit): one statement for many senders, and never more than one
// database connection in use.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { BriefingDeliveryState } from '../../../src/schemas/briefings.ts';
import { now } from '../clock.ts';

/** The member as they are just before the send: the address and name the message is written to. */
export interface Recipient {
  email: string;
  firstName: string;
  /** Tries, this one included. */
  attempts: number;
}

/** A row's end, or its return to waiting (refused for now), as the run decided it. */
export interface Outcome {
  status: Extract<BriefingDeliveryState, 'sent' | 'refused' | 'unknown' | 'cancelled' | 'waiting'>;
  error: string | null;
  /** When a waiting row is due again. */
  nextAttemptAt?: Date;
  /** A try made without marking the row being sent (the connection could not be opened). */
  counted?: boolean;
}

/** A row's outcome to write. */
export interface Finished {
  id: string;
  outcome: Outcome;
}

interface Pending {
  finished: Finished | null;
  next: string | null;
  resolve: (recipient: Recipient | null) => void;
  reject: (error: unknown) => void;
}

const NOT_SUBSCRIBED = 'the member was no longer subscribed when it was due to go';
const NOT_VERIFIED = 'the member’s address was not verified when it was due to go';

export class DeliveryLedger {
  private pending: Pending[] = [];
  private running: Promise<void> | null = null;
  private readonly db: Kysely<Database>;
  /** This run's lease: only rows it holds are marked or written. */
  private readonly token: string;

  constructor(db: Kysely<Database>, token: string) {
    this.db = db;
    this.token = token;
  }

  /**
   * Writes how the previous message ended (if any) and marks the next being sent (if any), in one
   * statement; the next one's recipient, or null when it must not go (cancelled, the member no longer
   * qualifies, the lease lost).
   */
  advance(finished: Finished | null, next: string | null): Promise<Recipient | null> {
    return new Promise((resolve, reject) => {
      this.pending.push({ finished, next, resolve, reject });
      this.running ??= this.flush();
    });
  }

  beginSending(id: string): Promise<Recipient | null> {
    return this.advance(null, id);
  }

  async record(id: string, outcome: Outcome): Promise<void> {
    await this.advance({ id, outcome }, null);
  }

  private async flush(): Promise<void> {
    while (this.pending.length) {
      const group = this.pending.splice(0);
      try {
        const marked = await this.write(
          group.flatMap((item) => (item.finished ? [item.finished] : [])),
          group.flatMap((item) => (item.next ? [item.next] : [])),
        );
        for (const item of group) item.resolve(item.next ? (marked.get(item.next) ?? null) : null);
      } catch (error) {
        for (const item of group) item.reject(error);
      }
    }
    this.running = null;
  }

  private async write(finished: Finished[], ids: string[]): Promise<Map<string, Recipient>> {
    const at = now();
    const column = <T>(pick: (outcome: Outcome) => T) => finished.map((item) => pick(item.outcome));
    // Outcomes go to rows this run holds: claimed, being sent, or turned unknown meanwhile by a run that
    // thought this one gone (what this run learnt is the truth, and wins). A row is marked being sent only
    // while this run's lease holds and the member is still subscribed, still there and verified.
    const { rows } = await sql<Recipient & { id: string }>`
      with outcome as (
        select * from unnest(${finished.map((item) => item.id)}::bigint[], ${column((o) => o.status)}::text[],
          ${column((o) => o.error)}::text[], ${column((o) => o.nextAttemptAt?.toISOString() ?? null)}::timestamptz[],
          ${column((o) => o.counted ?? false)}::boolean[]) as v(id, status, error, next, counted)
      ),
      written as (
        update briefing_deliveries as d set
          status = v.status,
          last_error = v.error,
          attempts = d.attempts + case when v.counted then 1 else 0 end,
          next_attempt_at = coalesce(v.next, d.next_attempt_at),
          sent_at = case when v.status = 'sent' then ${at}::timestamptz else d.sent_at end,
          finished_at = case when v.status = 'waiting' then null else ${at}::timestamptz end,
          lease_token = case when v.status = 'waiting' then null else d.lease_token end,
          lease_until = null
        from outcome v
        where d.id = v.id and d.lease_token = ${this.token} and d.status in ('claimed', 'being_sent', 'unknown')
      ),
      marked as (
        update briefing_deliveries d
        set status = 'being_sent', sending_at = ${at}, attempts = d.attempts + 1
        from users u, briefing_subscriptions s
        where d.id = any(${ids}::bigint[]) and d.status = 'claimed' and d.lease_token = ${this.token}
          and d.lease_until > ${at} and u.id = d.user_id and u.is_verified and s.user_id = d.user_id
        returning d.id, d.attempts, u.email, u.first_name
      )
      select id::text as id, attempts, email, first_name as "firstName" from marked`.execute(this.db);
    const unmarked = ids.filter((id) => !rows.some((row) => row.id === id));
    if (unmarked.length) await this.cancelUnqualified(unmarked, at);
    return new Map(rows.map(({ id, ...recipient }) => [id, recipient]));
  }

  /** Rows asked for and not marked whose member no longer qualifies: cancelled, saying why. */
  private async cancelUnqualified(ids: string[], at: Date): Promise<void> {
    await sql`update briefing_deliveries d
      set status = 'cancelled', finished_at = ${at}, lease_token = null, lease_until = null,
        last_error = case
          when not exists (select 1 from briefing_subscriptions s where s.user_id = d.user_id) then ${NOT_SUBSCRIBED}
          else ${NOT_VERIFIED} end
      where d.id = any(${ids}::bigint[]) and d.status = 'claimed' and d.lease_token = ${this.token}
        and (not exists (select 1 from briefing_subscriptions s where s.user_id = d.user_id)
          or not exists (select 1 from users u where u.id = d.user_id and u.is_verified))`.execute(this.db);
  }
}
