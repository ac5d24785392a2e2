import { randomUUID } from 'node:crypto';
import { testDataSource, TestDataSource } from '@carewith/platform/testing';
import { CARE_DATA_MODEL } from '../care-data-model';
import { AccessScopeStore } from './access-scope-store';

// care.access.mine: a member's teams (one with no loved one included) and the loved ones of those
// teams with the member's role, and nothing of a team they are not in.
describe('AccessScopeStore', () => {
  let db: TestDataSource;
  let store: AccessScopeStore;
  const maria = randomUUID();
  const nora = randomUUID();

  const team = async (members: [string, 'OWNER' | 'SIBLING'][], seniors: string[]) => {
    const teamId = randomUUID();
    await db.ds.query(
      `INSERT INTO care_teams (id, name, created_by, primary_caregiver_id) VALUES ($1, 'Team', $2, $2)`,
      [teamId, members[0][0]],
    );
    for (const [userId, role] of members)
      await db.ds.query(
        `INSERT INTO care_team_members (id, care_team_id, user_id, role_in_team) VALUES ($1, $2, $3, $4)`,
        [randomUUID(), teamId, userId, role],
      );
    const ids: string[] = [];
    for (const firstName of seniors) {
      const id = randomUUID();
      await db.ds.query(
        `INSERT INTO seniors (id, care_team_id, first_name, last_name, prefs_json) VALUES ($1, $2, $3, 'Lane', '{}')`,
        [id, teamId, firstName],
      );
      ids.push(id);
    }
    return { teamId, seniors: ids };
  };

  beforeAll(async () => {
    db = await testDataSource('care_scope', CARE_DATA_MODEL);
    store = new AccessScopeStore(db.ds);
  });
  afterAll(() => db.drop());

  it("answers the member's teams and their loved ones with the member's role", async () => {
    const own = await team([[maria, 'OWNER'], [nora, 'SIBLING']], ['Ana', 'Luis']);
    const empty = await team([[maria, 'OWNER']], []);
    const other = await team([[nora, 'OWNER']], ['Rosa']);

    const scope = await store.mine(maria);
    expect(scope.teamIds.sort()).toEqual([own.teamId, empty.teamId].sort());
    expect(scope.seniors).toEqual(
      expect.arrayContaining(own.seniors.map((seniorId) => ({ seniorId, careTeamId: own.teamId, role: 'OWNER' }))),
    );
    expect(scope.seniors).toHaveLength(2);

    const norasScope = await store.mine(nora);
    expect(norasScope.teamIds.sort()).toEqual([own.teamId, other.teamId].sort());
    expect(norasScope.seniors.filter((s) => s.careTeamId === own.teamId).map((s) => s.role)).toEqual([
      'SIBLING',
      'SIBLING',
    ]);
  });

  it('answers nothing to someone in no team', async () => {
    expect(await store.mine(randomUUID())).toEqual({ teamIds: [], seniors: [] });
  });
});
