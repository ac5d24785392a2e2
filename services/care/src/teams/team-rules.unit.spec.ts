import { messagesIn } from '@carewith/platform';
import { refusal } from '@carewith/platform/testing';
import {
  checkRemoval,
  decideRoleChange,
  ownTeamName,
  teamNameIn,
  requireAbility,
  RoleChange,
  TeamAccess,
  TeamNeed,
} from './team-rules';

const HELPERS_VIEW = 'Only a Co-Caregiver can do this. Family Helpers can view activities and progress.';
const PRIMARY_ERASES = "Only the team's Primary Caregiver can erase a loved one's records.";
const PROTECTED =
  'The Primary Caregiver keeps full access: nobody else can change their role or remove them from the care team.';

describe('what a member may do in a care team', () => {
  const primary: TeamAccess = { role: 'OWNER', isPrimary: true };
  const coCaregiver: TeamAccess = { role: 'OWNER', isPrimary: false };
  const helper: TeamAccess = { role: 'SIBLING', isPrimary: false };
  const may = (access: TeamAccess, need: TeamNeed) => refusal(() => requireAbility(access, need)) === null;

  it('lets every member view, Co-Caregivers manage, and the Primary Caregiver alone erase', () => {
    expect([may(primary, 'view'), may(primary, 'manage'), may(primary, 'erase')]).toEqual([true, true, true]);
    expect([may(coCaregiver, 'view'), may(coCaregiver, 'manage'), may(coCaregiver, 'erase')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([may(helper, 'view'), may(helper, 'manage'), may(helper, 'erase')]).toEqual([true, false, false]);
  });

  it('tells a Family Helper what they can do instead, and a Co-Caregiver who erases', () => {
    expect(refusal(() => requireAbility(helper, 'manage'))).toEqual({
      code: 'FORBIDDEN',
      message: HELPERS_VIEW,
      details: undefined,
    });
    expect(refusal(() => requireAbility(coCaregiver, 'erase'))).toMatchObject({
      code: 'FORBIDDEN',
      message: PRIMARY_ERASES,
    });
  });
});

describe("changing a member's role", () => {
  const change = (over: Partial<RoleChange>): RoleChange => ({
    actorId: 'owner',
    userId: 'member',
    isPrimary: false,
    from: 'SIBLING',
    to: 'OWNER',
    owners: 1,
    ...over,
  });

  it('makes a Family Helper a Co-Caregiver, and a Co-Caregiver a Family Helper while another remains', () => {
    expect(decideRoleChange(change({}))).toBe('change');
    expect(decideRoleChange(change({ from: 'OWNER', to: 'SIBLING', owners: 2 }))).toBe('change');
  });

  it('changes nothing when the member has the role already', () => {
    expect(decideRoleChange(change({ from: 'SIBLING', to: 'SIBLING' }))).toBe('unchanged');
    expect(decideRoleChange(change({ from: 'OWNER', to: 'OWNER', owners: 1 }))).toBe('unchanged');
  });

  it('keeps one Co-Caregiver on every team, naming the field', () => {
    expect(refusal(() => decideRoleChange(change({ from: 'OWNER', to: 'SIBLING', owners: 1 })))).toEqual({
      code: 'CONFLICT',
      message: 'A care team needs at least one Co-Caregiver.',
      details: [{ field: 'roleInTeam', message: 'A care team needs at least one Co-Caregiver.' }],
    });
  });

  it("lets nobody else touch the Primary Caregiver's role, even to the role they have", () => {
    for (const to of ['OWNER', 'SIBLING'] as const) {
      expect(
        refusal(() => decideRoleChange(change({ userId: 'primary', isPrimary: true, from: 'OWNER', to, owners: 3 }))),
      ).toMatchObject({ code: 'FORBIDDEN', message: PROTECTED });
    }
  });

  it('does not let the Primary Caregiver give up full access, though other Co-Caregivers remain', () => {
    const own = change({ actorId: 'primary', userId: 'primary', isPrimary: true, from: 'OWNER', to: 'SIBLING' });
    expect(refusal(() => decideRoleChange({ ...own, owners: 2 }))).toEqual({
      code: 'CONFLICT',
      message: 'The Primary Caregiver keeps full access to the care team.',
      details: [{ field: 'roleInTeam', message: 'The Primary Caregiver keeps full access to the care team.' }],
    });
    expect(decideRoleChange({ ...own, to: 'OWNER' })).toBe('unchanged');
  });
});

describe('taking someone off a care team', () => {
  it('takes off anyone but the Primary Caregiver', () => {
    expect(refusal(() => checkRemoval({ actorId: 'owner', userId: 'member', isPrimary: false }))).toBeNull();
    expect(refusal(() => checkRemoval({ actorId: 'owner', userId: 'owner', isPrimary: false }))).toBeNull();
  });

  it('refuses others the Primary Caregiver, and tells the Primary Caregiver they stay while their account does', () => {
    expect(refusal(() => checkRemoval({ actorId: 'owner', userId: 'primary', isPrimary: true }))).toMatchObject({
      code: 'FORBIDDEN',
      message: PROTECTED,
    });
    expect(refusal(() => checkRemoval({ actorId: 'primary', userId: 'primary', isPrimary: true }))).toMatchObject({
      code: 'CONFLICT',
      message: 'The Primary Caregiver stays on the care team while their account exists.',
    });
  });
});

describe("a new caregiver's own team", () => {
  it('is named after them, or "My Care Team" when they have no name', () => {
    expect(ownTeamName('Nora Keeper')).toBe("Nora Keeper's Care Team");
    expect(ownTeamName('')).toBe('My Care Team');
  });

  // Decision 260: the product's name for a team is said in the reader's language, never stored English.
  it("is said in the reader's language from the name it was made from, and only a generated name is", () => {
    const es = messagesIn('es');
    expect(teamNameIn({ name: 'Lucía', nameGenerated: true }, es)).toBe('Equipo de Lucía');
    expect(teamNameIn({ name: '', nameGenerated: true }, es)).toBe('Mi equipo de cuidado');
    expect(teamNameIn({ name: 'Lucía', nameGenerated: true })).toBe("Lucía's Care Team");
    expect(teamNameIn({ name: 'Los Díaz', nameGenerated: false }, es)).toBe('Los Díaz');
  });
});
