import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { careTestDataSource, minutesAfter, seedSenior, seedTeam } from '../testing/care-database';
import { AuditLine, AuditStore } from './audit-store';

jest.setTimeout(60_000);

// The audit log's statements over real Postgres: an entry written in the transaction of what it
// records, one entry per fact however often it is delivered, and a team's log as its owners read it.
describe('AuditStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: AuditStore;
  const [ann, bob, gone] = [randomUUID(), randomUUID(), randomUUID()];
  const joined = new Date(Date.now() - 3_600_000);
  let team: string;
  const line = (over: Partial<AuditLine> = {}): AuditLine => ({
    actorId: ann,
    careTeamId: team,
    action: 'invitation.created',
    targetType: 'invitation',
    targetId: randomUUID(),
    meta: { role: 'SIBLING' },
    ...over,
  });

  beforeAll(async () => {
    db = await careTestDataSource('care_audit_store');
    store = new AuditStore(db.ds);
    team = await seedTeam(
      db.ds,
      [
        [ann, 'OWNER'],
        [bob, 'SIBLING'],
      ],
      { joined },
    );
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("tells a loved one's team, and none once they are gone", async () => {
    const rose = await seedSenior(db.ds, team);
    expect(await store.seniorTeam(rose)).toBe(team);
    expect(await store.seniorTeam(randomUUID())).toBeNull();
  });

  it('writes an entry with the transaction of what it records, and none when that rolls back', async () => {
    const kept = line();
    const { id } = await db.ds.transaction((em) => store.insert(kept, em));
    const rolledBack = line({ action: 'invitation.cancelled' });
    await expect(
      db.ds.transaction(async (em) => {
        await store.insert(rolledBack, em);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const log = await store.teamLog(team, 50);
    expect(log.filter((r) => r.target_id === kept.targetId)).toEqual([
      {
        id,
        actor_id: ann,
        action: 'invitation.created',
        target_type: 'invitation',
        target_id: kept.targetId,
        meta_json: { role: 'SIBLING' },
        created_at: expect.any(Date),
      },
    ]);
    expect(log.some((r) => r.target_id === rolledBack.targetId)).toBe(false);
  });

  it('writes one entry per fact, dated when it happened, however often it is delivered', async () => {
    const fact = { id: randomUUID(), at: new Date('2026-11-01T10:00:00Z') };
    const sent = line({ action: 'activity.sent', targetType: 'activity', meta: { channel: 'sms' } });
    await Promise.all([store.insertFact(sent, fact), store.insertFact(sent, fact)]);
    await store.insertFact(sent, fact);
    const rows = (await store.teamLog(team, 50)).filter((r) => r.target_id === sent.targetId);
    expect(rows.map((r) => [r.action, r.meta_json, r.created_at.toISOString()])).toEqual([
      ['activity.sent', { channel: 'sms' }, '2026-11-01T10:00:00.000Z'],
    ]);
  });

  it("gives a team's entries newest first, with its current members' sign-ins since they joined, up to the limit", async () => {
    const signIn = (actorId: string, at: Date) =>
      store.insertFact(
        line({ actorId, careTeamId: null, action: 'user.signed_in', targetType: 'user', targetId: actorId, meta: {} }),
        { id: randomUUID(), at },
      );
    await signIn(bob, minutesAfter(joined, -10)); // before Bob joined
    await signIn(bob, minutesAfter(joined, 5));
    await signIn(gone, minutesAfter(joined, 6)); // not on the team
    await store.insertFact(line({ careTeamId: randomUUID(), action: 'link.revoked' }), {
      id: randomUUID(),
      at: minutesAfter(joined, 7),
    });
    const log = await store.teamLog(team, 50);
    expect(log.filter((r) => r.action === 'user.signed_in').map((r) => [r.actor_id, r.created_at])).toEqual([
      [bob, minutesAfter(joined, 5)],
    ]);
    expect(log.some((r) => r.action === 'link.revoked')).toBe(false);
    const times = log.map((r) => r.created_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await store.teamLog(team, 2)).toEqual(log.slice(0, 2));
  });
});
