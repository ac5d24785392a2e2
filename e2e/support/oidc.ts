import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export interface OidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface OidcProviderHandle {
  // `http://localhost:<port>`, exactly as the `iss` claim carries it.
  issuer: string;
  stop(): Promise<void>;
}

const SCRIPT = join(__dirname, 'oidc-provider.mjs');
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;

// Starts the real OpenID provider (oidc-provider.mjs) in a child process on a free port.
export function startOidcProvider(clients: OidcClient[]): Promise<OidcProviderHandle> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, OIDC_PORT: '0', OIDC_CLIENTS: JSON.stringify(clients) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdoutBuffer = '';

  return new Promise<OidcProviderHandle>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`OIDC provider ${reason}. Output:\n${output}`));
    };
    const timer = setTimeout(() => fail(`not ready after ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(`exited early (code ${code}, signal ${signal})`);

    child.once('error', (err) => fail(`failed to start: ${err.message}`));
    child.once('exit', onExit);
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      stdoutBuffer += chunk;
      // Complete lines only: a chunk may end mid-line.
      const line = stdoutBuffer
        .split('\n')
        .slice(0, -1)
        .find((l) => l.startsWith('READY '));
      if (!line) return;
      stdoutBuffer = '';
      clearTimeout(timer);
      child.off('exit', onExit);
      const { issuer } = JSON.parse(line.slice('READY '.length)) as { issuer: string };
      resolve({ issuer, stop: () => stopChild(child) });
    });
  });
}

// SIGTERM, then SIGKILL if it has not exited in time.
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// On the provider's login page: sign in as `email`, click through consent if shown,
// and return once the browser has left the provider's origin.
export async function completeProviderSignIn(page: Page, email: string): Promise<void> {
  const login = page.locator('form input[name="login"]');
  await login.waitFor({ state: 'visible' });
  const providerOrigin = new URL(page.url()).origin;
  const onProvider = () => new URL(page.url()).origin === providerOrigin;

  await login.fill(email);
  const password = page.locator('form input[type="password"]');
  if ((await password.count()) > 0) await password.fill(email);

  // Each submit leads to one new document: the app (done), a consent page, or an error.
  let submit = page.locator('form button[type="submit"]');
  for (let step = 0; step < 3; step++) {
    await Promise.all([
      page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() }),
      submit.click(),
    ]);
    if (!onProvider()) return;
    await page.waitForLoadState('domcontentloaded');
    if (!onProvider()) return;
    const consent = page.locator('form:has(input[name="prompt"][value="consent"]) button[type="submit"]');
    if ((await consent.count()) === 0) break;
    submit = consent;
  }
  const text = (
    await page
      .locator('body')
      .innerText()
      .catch(() => '')
  ).trim();
  throw new Error(`Provider sign-in as ${email} did not return to the app; stuck at ${page.url()}:\n${text}`);
}
