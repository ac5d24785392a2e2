import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reaches } from './pipeline';
import { webSteps } from './web-static';

// The web app's steps serve its files and pages, and leave every API request alone: serve-static
// would otherwise look on disk for each API path before the route answers.
describe('the web app in the HTTP pipeline', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  const steps = webSteps(dist);
  const through = (method: string, path: string) =>
    steps.filter((step) => reaches(step, method, path)).map((step) => step.name);

  it("serves the app's files and pages to GET and HEAD", () => {
    expect(through('GET', '/assets/app.js')).toEqual(['web files', 'web app']);
    expect(through('HEAD', '/dashboard')).toEqual(['web files', 'web app']);
  });

  it('is not on the way of an API request or of any other method', () => {
    expect(through('GET', '/api/dashboard')).toEqual([]);
    expect(through('GET', '/api/seniors/1/schedule')).toEqual([]);
    expect(through('POST', '/dashboard')).toEqual([]);
  });
});
