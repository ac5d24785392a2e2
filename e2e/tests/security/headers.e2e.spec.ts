import { usePlayLink, useSystem } from '../../support/fixtures';

// Security headers on everything the gateway serves (helmet in http/http-setup.ts): a CSP whose
// scripts are same-origin files only, no framing, no MIME sniffing.
jest.setTimeout(120_000);

// Every page of the web app (web/src/AppRoutes.tsx), public and signed in, and a page that does not exist.
const PUBLIC_PAGES = [
  '/',
  '/resources',
  '/game/templates',
  '/game/upload',
  '/game/assign',
  '/game/play',
  '/game/results',
  '/game/dashboard',
  '/dev-login',
  '/invite/accept?token=abc',
  '/no/such/page',
];
const SIGNED_IN_PAGES = ['/seniors/new', '/check-in', '/invite', '/games/new'];

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

// What is wrong with one response's headers ([] when nothing is).
function problems(res: Response): string[] {
  const found: string[] = [];
  const csp = res.headers.get('content-security-policy');
  if (!csp) return ['no Content-Security-Policy'];
  const d = directives(csp);
  const scripts = d['script-src'] ?? d['default-src'];
  if (!scripts) found.push('no script-src nor default-src');
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
    if (scripts?.includes(bad)) found.push(`script-src allows ${bad}`);
  if (d['script-src-attr']?.some((v) => v !== "'none'")) found.push('script-src-attr allows inline handlers');
  const ancestors = d['frame-ancestors'] ?? [];
  if (!(ancestors.length === 1 && ["'none'", "'self'"].includes(ancestors[0]!)))
    found.push(`frame-ancestors ${ancestors.join(' ') || 'missing'}`);
  if (d['object-src']?.join(' ') !== "'none'") found.push(`object-src ${d['object-src']?.join(' ') ?? 'missing'}`);
  if (!['self', 'none'].some((v) => d['base-uri']?.join(' ') === `'${v}'`)) found.push('base-uri not restricted');
  if (res.headers.get('x-content-type-options') !== 'nosniff') found.push('no X-Content-Type-Options: nosniff');
  // The older header for browsers without frame-ancestors.
  if (!/^(DENY|SAMEORIGIN)$/i.test(res.headers.get('x-frame-options') ?? ''))
    found.push(`X-Frame-Options ${res.headers.get('x-frame-options')}`);
  return found;
}

describe('security headers (embedded profile)', () => {
  const world = useSystem({
    shared: true,
    caregiver: { name: 'Hedda Headers' },
    lovedOne: { firstName: 'Hal', lastName: 'Header' },
  });
  const link = usePlayLink(world, 'Headers');

  it('sends a strict CSP, frame-ancestors and nosniff on every page of the web app', async () => {
    const pages = [
      ...PUBLIC_PAGES.map((path) => ({ path, signedIn: false })),
      { path: `/play/${link.token}`, signedIn: false },
      { path: `/play/${'C'.repeat(43)}`, signedIn: false },
      ...SIGNED_IN_PAGES.map((path) => ({ path, signedIn: true })),
    ];
    const report: { path: string; status: number; type: string; problems: string[]; inlineScripts: number }[] = [];
    const assets = new Set<string>();
    for (const { path, signedIn } of pages) {
      const res = signedIn ? await world.api.get(path) : await fetch(`${world.system.url}${path}`);
      const html = await res.text();
      for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) assets.add(m[1]!);
      report.push({
        path,
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        problems: problems(res),
        // Scripts the CSP would block: inline <script> bodies and on* handler attributes.
        inlineScripts: [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>|\son[a-z]+\s*=/gi)].length,
      });
    }
    expect(report.filter((r) => r.status !== 200 || !r.type.startsWith('text/html'))).toEqual([]);
    expect(report.filter((r) => r.problems.length || r.inlineScripts)).toEqual([]);
    // The scripts the pages load are same-origin files, served with the same headers.
    expect(assets.size).toBeGreaterThan(0);
    for (const src of assets) {
      expect(src).toMatch(/^\/[^/]/);
      const res = await fetch(`${world.system.url}${src}`);
      expect({ src, status: res.status, problems: problems(res) }).toEqual({ src, status: 200, problems: [] });
      expect(res.headers.get('content-type')).toMatch(/javascript/);
    }
  });

  it('sends the same headers on API answers: success, refusal, not found and the play API', async () => {
    const report: { what: string; status: number; problems: string[] }[] = [];
    const check = async (what: string, res: Promise<Response>) => {
      const r = await res;
      await r.arrayBuffer();
      report.push({ what, status: r.status, problems: problems(r) });
    };
    await check('health', fetch(`${world.system.url}/api/health`));
    await check('signed-in read', world.api.get(`/api/seniors/${world.lovedOne.id}`));
    await check('not signed in', fetch(`${world.system.url}/api/auth/user`));
    await check('forged write', fetch(`${world.system.url}/api/seniors`, { method: 'POST' }));
    await check('unknown API path', fetch(`${world.system.url}/api/no-such-thing`));
    await check('play API', fetch(`${world.system.url}/api/play/${link.token}`));
    await check('play API, unknown link', fetch(`${world.system.url}/api/play/${'C'.repeat(43)}`));
    expect(report).toEqual([
      { what: 'health', status: 200, problems: [] },
      { what: 'signed-in read', status: 200, problems: [] },
      { what: 'not signed in', status: 401, problems: [] },
      { what: 'forged write', status: 403, problems: [] },
      { what: 'unknown API path', status: 404, problems: [] },
      { what: 'play API', status: 200, problems: [] },
      { what: 'play API, unknown link', status: 404, problems: [] },
    ]);
  });
});
