import { Client } from 'pg';

// How long the server keeps the lock of a leader it no longer hears from (the lock session's
// idle_session_timeout, and the longest a projection transaction may sit idle). A leader cut off from
// the database (a partition: no error, no close, nothing) would otherwise hold the lock for as long as
// the server takes to notice its connection is dead, by default two hours of TCP keepalive.
export const LEASE_MS = 6000;
// The leader asks its lock connection this often; unanswered within half the lease, it steps down,
// well before the server lets the lock go to another replica.
const HEARTBEAT_MS = 1000;

export type LeaseOptions = { leaseMs?: number; heartbeatMs?: number };

// Leadership of one name across processes: a PostgreSQL advisory lock held by a session of its own,
// kept as a lease. The server ends the session (and frees the lock) after a lease of silence; the
// leader asks it every heartbeat and gives up first when it does not answer. `lost` is called once
// per lost leadership (an error, a close, or a heartbeat unanswered).
export class LeaderLease {
  private client?: Client;
  private heartbeat?: NodeJS.Timeout;
  private leading = false;
  // The backend holding the lock: a writer checks in its own transaction that it still does.
  pid?: number;

  constructor(
    private readonly databaseUrl: string,
    private readonly key: string,
    private readonly lost: (error: Error) => void,
    private readonly options: LeaseOptions = {},
  ) {}

  get leaseMs(): number {
    return this.options.leaseMs ?? LEASE_MS;
  }

  async acquire(): Promise<boolean> {
    if (!this.client) {
      const client = new Client({ connectionString: this.databaseUrl });
      // The lock lives and dies with this connection: when it goes, so does the leadership.
      client.on('error', (error) => this.drop(client, error));
      client.on('end', () => this.drop(client, new Error('lock connection ended')));
      this.client = client;
      await client.connect();
      // The server ends this session, and so frees the lock, once it hears nothing for a lease. A
      // standby asks at every poll and the leader at every heartbeat, both well within it.
      await client.query(`SET idle_session_timeout = ${Number(this.leaseMs)}`);
    }
    const { rows } = await this.client.query<{ locked: boolean; pid: number }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked, pg_backend_pid() AS pid',
      [this.key],
    );
    if (!rows[0]?.locked) return false;
    this.leading = true;
    this.pid = rows[0].pid;
    this.beat(this.client);
    return true;
  }

  // The leader's heartbeat: a lock connection that stops answering (the database or the network
  // between them gone quiet) is given up before its lease ends, so this process stops writing first.
  private beat(client: Client): void {
    clearTimeout(this.heartbeat);
    this.heartbeat = setTimeout(async () => {
      if (this.client !== client || !this.leading) return;
      const waitMs = this.leaseMs / 2;
      let timer: NodeJS.Timeout | undefined;
      const answered = await Promise.race([
        client.query('SELECT 1').then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
      ]);
      clearTimeout(timer);
      if (this.client !== client) return;
      if (!answered) this.drop(client, new Error(`the lock connection did not answer within ${waitMs} ms`));
      else this.beat(client);
    }, this.options.heartbeatMs ?? HEARTBEAT_MS);
  }

  private drop(client: Client, error: Error): void {
    if (this.client !== client) return;
    clearTimeout(this.heartbeat);
    this.client = undefined;
    this.pid = undefined;
    client.end().catch(() => undefined);
    // A standby's idle connection is simply opened again at its next attempt.
    const wasLeading = this.leading;
    this.leading = false;
    if (wasLeading) this.lost(error);
  }

  async release(): Promise<void> {
    clearTimeout(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    this.pid = undefined;
    this.leading = false;
    await client?.end().catch(() => undefined);
  }
}
