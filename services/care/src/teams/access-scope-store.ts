import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AccessScope, TeamRole } from '@carewith/contracts';

// A member's teams and the loved ones of those teams with the member's role, in one statement: what a
// read across every team (the dashboard) may see.
@Injectable()
export class AccessScopeStore {
  constructor(private readonly dataSource: DataSource) {}

  async mine(actorId: string): Promise<AccessScope> {
    const rows = await this.dataSource.query<{ team_id: string; senior_id: string | null; role: TeamRole }[]>(
      `SELECT m.care_team_id AS team_id, s.id AS senior_id, m.role_in_team AS role
         FROM care_team_members m LEFT JOIN seniors s ON s.care_team_id = m.care_team_id
        WHERE m.user_id = $1
        ORDER BY m.care_team_id, s.created_at`,
      [actorId],
    );
    return {
      teamIds: [...new Set(rows.map((r) => r.team_id))],
      seniors: rows
        .filter((r): r is typeof r & { senior_id: string } => r.senior_id !== null)
        .map((r) => ({ seniorId: r.senior_id, careTeamId: r.team_id, role: r.role })),
    };
  }
}
