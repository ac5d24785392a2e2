import { actorNames, AuditRow, auditTarget, toAuditEntry } from './audit-entry';

const SENIOR = '0b5f3f5e-1d7c-4b8a-9e21-5a1c2d3e4f50';

describe('audit entries', () => {
  it('are about what they name, else the loved one they name, else nothing', () => {
    expect(auditTarget({ action: 'invitation.created', targetType: 'invitation', targetId: 'inv-1' })).toEqual({
      targetType: 'invitation',
      targetId: 'inv-1',
    });
    expect(auditTarget({ action: 'export.senior_archive', seniorId: SENIOR })).toEqual({
      targetType: 'senior',
      targetId: SENIOR,
    });
    expect(auditTarget({ action: 'user.signed_in' })).toEqual({ targetType: null, targetId: null });
    // A target named explicitly wins over the loved one.
    expect(auditTarget({ action: 'activity.sent', seniorId: SENIOR, targetType: 'activity', targetId: 'g-1' })).toEqual(
      { targetType: 'activity', targetId: 'g-1' },
    );
  });

  it('name each actor as the team knows them now: their name, else their address', () => {
    const names = actorNames([
      { id: 'a', firstName: 'Nora', lastName: 'Keeper', email: 'n@example.com' },
      { id: 'b', firstName: null, lastName: 'Hill', email: 'h@example.com' },
      { id: 'c', firstName: null, lastName: null, email: 'c@example.com' },
    ]);
    expect([names.get('a'), names.get('b'), names.get('c')]).toEqual(['Nora Keeper', 'Hill', 'c@example.com']);
  });

  it('read back with their actor named, or null for a deleted account or no actor', () => {
    const row: AuditRow = {
      id: 'e-1',
      actor_id: 'a',
      action: 'member.removed',
      target_type: 'member',
      target_id: 'u-2',
      meta_json: { role: 'SIBLING' },
      created_at: new Date('2026-03-10T12:00:00Z'),
    };
    const names = new Map([['a', 'Nora Keeper']]);
    expect(toAuditEntry(row, names)).toEqual({
      id: 'e-1',
      actorId: 'a',
      actorName: 'Nora Keeper',
      action: 'member.removed',
      targetType: 'member',
      targetId: 'u-2',
      metaJSON: { role: 'SIBLING' },
      createdAt: '2026-03-10T12:00:00.000Z',
    });
    expect(toAuditEntry({ ...row, actor_id: 'deleted' }, names)).toMatchObject({ actorId: 'deleted', actorName: null });
    expect(toAuditEntry({ ...row, actor_id: null }, names)).toMatchObject({ actorId: null, actorName: null });
  });
});
