import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');

// A bad value stops the process at start-up with a message naming the variable.
describe.each(['services/identity/dist/main.js', 'services/gateway/dist/main.js', 'services/embedded/dist/main.js'])(
  'start-up configuration of %s',
  (script) => {
    it('refuses to start with a bad variable and names it', () => {
      const result = spawnSync(process.execPath, [script], {
        cwd: ROOT,
        env: { ...process.env, BUS: 'carrier-pigeon', LOG_LEVEL: 'silent', DATABASE_URL: undefined },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(78);
      expect(result.stderr).toContain('Invalid configuration:');
      expect(result.stderr).toMatch(/BUS: Invalid option/);
    });
  },
);
