import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Language } from '@carewith/contracts';

// The session table's pool, handed over by startGateway once it exists; lets a deleted account end
// every one of its sessions, not just the browser it was deleted from, and a member's new language
// reach every session's snapshot of their account. It owns the pool from then on: when the app closes
// (after its HTTP server has stopped), the session store stops sweeping and the pool ends.
@Injectable()
export class SessionRegistry implements OnApplicationShutdown {
  private pool?: Pool;
  private closeStore?: () => void;

  attach(pool: Pool, closeStore?: () => void): void {
    this.pool = pool;
    this.closeStore = closeStore;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closeStore?.();
    const pool = this.pool;
    this.pool = undefined;
    await pool?.end();
  }

  async endAllFor(userId: string): Promise<number> {
    if (!this.pool) return 0;
    const { rowCount } = await this.pool.query(
      `DELETE FROM gateway.sessions WHERE sess -> 'passport' -> 'user' ->> 'id' = $1`,
      [userId],
    );
    return rowCount ?? 0;
  }

  async setLanguageFor(userId: string, language: Language): Promise<number> {
    if (!this.pool) return 0;
    const { rowCount } = await this.pool.query(
      `UPDATE gateway.sessions SET sess = jsonb_set(sess::jsonb, '{passport,user,language}', to_jsonb($2::text))::json
        WHERE sess -> 'passport' -> 'user' ->> 'id' = $1`,
      [userId, language],
    );
    return rowCount ?? 0;
  }
}
