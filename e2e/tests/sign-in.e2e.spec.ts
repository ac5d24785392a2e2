import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/api';
import { expectNoAxeViolations, screenshot } from '../support/browser';
import { useServer, useSystem } from '../support/fixtures';
import { invitationToken } from '../support/invitations';
import { completeProviderSignIn, startOidcProvider } from '../support/oidc';
import { freePort } from '../support/systems';

jest.setTimeout(180_000);

// The real authorization-code flow: our gateway's passport strategies against a real OpenID
// provider running locally (oidc-provider), in Chromium. No mocked passport.
describe('sign-in through an outside provider (distributed profile)', () => {
  const tag = randomUUID().slice(0, 6);
  const alice = `alice.${tag}@example.com`;
  const bob = `bob.${tag}@example.com`;
  // The system's port is chosen first: the provider is told its callback addresses.
  let port: number;
  const provider = useServer(async () => {
    port = await freePort();
    const base = `http://localhost:${port}`;
    return startOidcProvider([
      {
        client_id: 'carewith-oidc',
        client_secret: 'oidc-secret-for-tests',
        redirect_uris: [`${base}/api/callback/oidc`],
      },
      {
        client_id: 'carewith-google',
        client_secret: 'google-secret-for-tests',
        redirect_uris: [`${base}/api/callback/google`],
      },
    ]);
  });
  // Everyone signs in through the provider, in the browser.
  const world = useSystem({
    profile: 'distributed',
    port: () => port,
    env: () => ({
      DEV_LOGIN: 'false',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'carewith-oidc',
      OIDC_CLIENT_SECRET: 'oidc-secret-for-tests',
      GOOGLE_CLIENT_ID: 'carewith-google',
      GOOGLE_CLIENT_SECRET: 'google-secret-for-tests',
      GOOGLE_AUTHORIZATION_URL: `${provider.issuer}/auth`,
      GOOGLE_TOKEN_URL: `${provider.issuer}/token`,
      GOOGLE_USERINFO_URL: `${provider.issuer}/userinfo`,
    }),
    browser: true,
    caregiver: false,
  });
  const page = (width = 1280) => world.page({ viewport: { width, height: 900 } });

  it('signs in with OpenID Connect, shows the dashboard with the first name, and logs out to the landing page', async () => {
    const p = await page();
    await p.goto(world.system.url);
    await p.getByRole('link', { name: 'Sign In' }).click();
    await completeProviderSignIn(p, alice);
    await p.waitForURL(`${world.system.url}/`);
    await p.getByRole('heading', { name: 'Welcome back, Alice!' }).waitFor();
    const nav = p.getByRole('navigation', { name: 'Main' });
    await nav.getByText('Alice', { exact: true }).waitFor();
    for (const link of ['Add Loved One', 'Create Activity', 'Invite Family', 'Logout']) {
      await nav.getByRole('link', { name: link }).waitFor();
    }
    await screenshot(p, 'sign-in-dashboard-alice');
    await expectNoAxeViolations(p);
    const me = await p.evaluate(async () => (await fetch('/api/auth/user')).json());
    // The provider capitalises the name parts of the e-mail (alice.<tag>@).
    expect(me).toMatchObject({
      email: alice,
      firstName: 'Alice',
      lastName: tag.charAt(0).toUpperCase() + tag.slice(1),
    });

    await nav.getByRole('link', { name: 'Logout' }).click();
    await p.getByRole('button', { name: 'Get Started' }).waitFor();
    expect(await p.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(401);
  });

  it('signs in with the Google strategy pointed at the same provider', async () => {
    const p = await page();
    await p.goto(`${world.system.url}/api/login?provider=google`);
    await completeProviderSignIn(p, bob);
    await p.getByRole('heading', { name: 'Welcome back, Bob!' }).waitFor();
  });

  it('refuses a callback that did not come from a flow it started', async () => {
    const res = await new ApiClient(world.system.url).get('/api/callback/oidc?code=forged&state=forged');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?signin=failed');
  });

  it('lets an invited sibling join as Family Helper: sees the team, cannot create or send', async () => {
    // Alice invites Carol through the Invite Family screen.
    const carol = `carol.${tag}@example.com`;
    const owner = await page();
    await owner.goto(`${world.system.url}/api/login`);
    await completeProviderSignIn(owner, alice);
    await owner.getByRole('heading', { name: 'Welcome back, Alice!' }).waitFor();
    await owner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invite Family' }).click();
    await owner.getByLabel('Email Address').fill(carol);
    await owner.getByRole('button', { name: 'Send Invitation', exact: true }).click();
    await owner.getByText('Invitation Sent', { exact: true }).first().waitFor();
    await owner.getByText(carol).first().waitFor();
    await screenshot(owner, 'invite-sent');
    await expectNoAxeViolations(owner);

    const teamId = (
      await owner.evaluate(async () => (await (await fetch('/api/care-teams')).json()) as { id: string }[])
    )[0]!.id;
    const invitationId = (
      await owner.evaluate(
        async (id) =>
          (await (await fetch(`/api/invitations?careTeamId=${id}`)).json()) as { id: string; email: string }[],
        teamId,
      )
    ).find((i) => i.email === carol)!.id;
    const token = await invitationToken(world.system.databaseUrl, invitationId);

    // Carol follows the e-mailed link on her phone, signs in and accepts.
    const sibling = await page(390);
    await sibling.goto(`${world.system.url}/invite/accept?token=${token}`);
    await sibling.getByRole('heading', { name: /invited you to join Alice's Care Team/ }).waitFor();
    await expectNoAxeViolations(sibling);
    await sibling.getByRole('button', { name: 'Sign in to accept' }).click();
    await completeProviderSignIn(sibling, carol);
    await sibling.getByRole('button', { name: 'Accept invitation' }).click();
    await sibling.getByText("You have joined Alice's Care Team.").waitFor();
    await screenshot(sibling, 'invite-accepted-390');
    await sibling.getByRole('link', { name: 'Go to your dashboard' }).click();
    await sibling.getByRole('heading', { name: 'Welcome back, Carol!' }).waitFor();
    await sibling.getByText("Alice's Care Team").first().waitFor();
    await sibling.getByText('Your role: Family Helper').waitFor();
    const nav = sibling.getByRole('navigation', { name: 'Main' });
    await nav.getByText('Carol', { exact: true }).waitFor();
    for (const hidden of ['Add Loved One', 'Create Activity', 'Invite Family']) {
      expect(await nav.getByRole('link', { name: hidden }).count()).toBe(0);
    }
    await screenshot(sibling, 'sibling-dashboard-390');

    // The server refuses what the screen hides.
    const status = await sibling.evaluate(async (careTeamId) => {
      const csrf = document.cookie.match(/(?:^|; )csrf=([^;]+)/)?.[1] ?? '';
      const res = await fetch('/api/invite', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ email: 'someone@example.com', role: 'SIBLING', careTeamId }),
      });
      return res.status;
    }, teamId);
    expect(status).toBe(403);
  });
});
