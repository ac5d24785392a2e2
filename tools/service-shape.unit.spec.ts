import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as ts from 'typescript';

// The shape of a service class (docs/conventions.md, "Layers"): a `*.service.ts` keeps the rules, the
// bus and the queue; its SQL lives in its feature's `<feature>-store.ts`, so it never injects TypeORM's
// DataSource (nor an EntityManager); and it takes at most MAX_PARAMETERS constructor parameters (more
// means it does several things: group its collaborators, or split it by responsibility).
const MAX_PARAMETERS = 5;
const TYPEORM_HANDLES = new Set(['DataSource', 'EntityManager']);

const root = join(__dirname, '..');

// Every offence of one file's source: "<Class>: injects DataSource", "<Class>: takes 6 constructor
// parameters (at most 5)".
function offencesIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const offences: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isClassDeclaration(node)) {
      const name = node.name?.text ?? '(anonymous class)';
      const constructor = node.members.find(ts.isConstructorDeclaration);
      if (constructor) {
        for (const param of constructor.parameters) {
          const typeName =
            param.type && ts.isTypeReferenceNode(param.type) ? param.type.typeName.getText(file) : undefined;
          const injected = (ts.getDecorators(param) ?? []).flatMap((d) =>
            ts.isCallExpression(d.expression) ? d.expression.arguments.map((a) => a.getText(file)) : [],
          );
          const handle = [typeName, ...injected].find((t) => t && TYPEORM_HANDLES.has(t.replace(/^typeorm\./, '')));
          if (handle)
            offences.push(`${name}: injects ${handle.replace(/^typeorm\./, '')} (its SQL belongs in a store)`);
        }
        if (constructor.parameters.length > MAX_PARAMETERS)
          offences.push(
            `${name}: takes ${constructor.parameters.length} constructor parameters (at most ${MAX_PARAMETERS})`,
          );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return offences;
}

function serviceFiles(): string[] {
  const servicesDir = join(root, 'services');
  return readdirSync(servicesDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.service.ts'))
    .filter((path) => !path.split(sep).some((part) => part === 'node_modules' || part === 'dist'))
    .map((path) => join(servicesDir, path))
    .sort();
}

describe('the shape of every *.service.ts under services/', () => {
  it('finds the service files (the scan looks where they are)', () => {
    const files = serviceFiles().map((f) => relative(root, f));
    expect(files).toContain(join('services', 'games', 'src', 'play', 'play.service.ts'));
    expect(files.length).toBeGreaterThan(20);
  });

  it('tells a service that injects DataSource or takes too many parameters, by class', () => {
    const source = `
      import { Inject, Injectable } from '@nestjs/common';
      import { DataSource } from 'typeorm';
      @Injectable()
      export class HeavyService {
        constructor(
          private readonly dataSource: DataSource,
          private readonly a: A, private readonly b: B, private readonly c: C, private readonly d: D,
          @Inject(CONFIG) private readonly config: Config,
        ) {}
      }
      @Injectable()
      export class TokenService {
        constructor(@Inject(DataSource) private readonly ds: unknown) {}
      }
      @Injectable()
      export class LightService {
        constructor(private readonly store: SomeStore, private readonly bus: BusClient) {}
      }`;
    expect(offencesIn('heavy.service.ts', source)).toEqual([
      'HeavyService: injects DataSource (its SQL belongs in a store)',
      'HeavyService: takes 6 constructor parameters (at most 5)',
      'TokenService: injects DataSource (its SQL belongs in a store)',
    ]);
  });

  it('no service injects DataSource or takes more than five constructor parameters (SQL lives in stores)', () => {
    const offenders: string[] = [];
    for (const file of serviceFiles()) {
      for (const offence of offencesIn(file, readFileSync(file, 'utf8')))
        offenders.push(`${relative(root, file)}: ${offence}`);
    }
    expect(offenders).toEqual([]);
  });
});
