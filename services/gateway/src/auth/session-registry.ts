import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Language } from '@carewith/contracts';

// The session table's pool, handed over by startGateway once it exists; lets a deleted account end
// every one of its sessions, not just the browser it was deleted from, and a member's new language
// reach every session's snapshot of their account.
@Injectable()
export class SessionRegistry {
  private pool?: Pool;

  attach(pool: Pool): void {
    this.pool = pool;
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
