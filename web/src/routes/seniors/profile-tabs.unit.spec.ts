import { profileTabOf, profileTabPath, PROFILE_TABS } from './profile-tabs';

describe('the profile tabs and their addresses', () => {
  const id = '5b0c5a5e-6f0e-4a8e-9a57-0f3b1f7d2c11';

  it('gives Overview the profile address and every other tab its own segment', () => {
    expect(PROFILE_TABS.map((t) => profileTabPath(id, t.id))).toEqual([
      `/seniors/${id}`,
      `/seniors/${id}/activities`,
      `/seniors/${id}/insights`,
      `/seniors/${id}/plan`,
      `/seniors/${id}/goals`,
      `/seniors/${id}/talk`,
      `/seniors/${id}/memory-box`,
      `/seniors/${id}/about-me`,
      `/seniors/${id}/details`,
    ]);
  });

  it('reads each address back to its tab, and nothing for a segment no tab has', () => {
    for (const t of PROFILE_TABS) expect(profileTabOf(profileTabPath(id, t.id).split('/')[3])).toBe(t.id);
    expect(profileTabOf('overview')).toBeNull();
    expect(profileTabOf('memories')).toBeNull();
    expect(profileTabOf('')).toBeNull();
  });
});
