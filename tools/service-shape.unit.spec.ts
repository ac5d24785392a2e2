import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as ts from 'typescript';

// The shape of a service class (docs/conventions.md, "Layers"): a `*.service.ts` keeps the rules, the
// bus and the queue; its SQL lives in its feature's `<feature>-store.ts`, so it never injects TypeORM's
// DataSource (nor an EntityManager); and it takes at most MAX_PARAMETERS constructor parameters (more
// means it does several things: group its collaborators, or split it by responsibility).
// The same holds for every other class of a service (decisions 309-310): only the files EXEMPT names
// below may inject the DataSource or an EntityManager.
const MAX_PARAMETERS = 5;
const TYPEORM_HANDLES = new Set(['DataSource', 'EntityManager']);
// @nestjs/typeorm's decorators that inject the same handles.
const TYPEORM_DECORATORS = new Set(['InjectDataSource', 'InjectEntityManager']);

// The non-test source files under services/*/src that may inject the DataSource or an EntityManager,
// each with its reason. Paths are relative to the repository, with '/' between folders.
const EXEMPT: { why: string; matches: (path: string) => boolean }[] = [
  // A feature's store: where its SQL lives (the convention itself).
  { why: 'a store', matches: (path) => path.endsWith('-store.ts') },
  // Migrations change the schema with SQL of their own (run by TypeORM before the service starts).
  { why: 'a migration', matches: (path) => path.includes('/migrations/') },
  // Test builders (testing/): they make, seed and read a test's database.
  { why: 'a test builder', matches: (path) => path.includes('/testing/') },
  // Projections and their projector hosts (projections/): a projector writes its read model in its own
  // batch transaction, and takes the DataSource for its leader lock and checkpoint.
  { why: 'a projection or projector', matches: (path) => path.includes('/projections/') },
  // Module files wire providers (a factory may be handed the DataSource to build a store or a projector).
  { why: 'a module file', matches: (path) => path.endsWith('.module.ts') },
  // A service's entities and data-source wiring: what TypeORM is set up with.
  { why: 'data-source or entities wiring', matches: (path) => /(^|\/)[\w-]*(entities|data-source)\.ts$/.test(path) },
  // The games completion-facts reactor hosts a Projector as projections/ do (the DataSource is the
  // Projector's lock, checkpoint and batch transaction, and its store's); its reads are CompletionFactsStore's.
  {
    why: 'hosts a Projector',
    matches: (path) => path === 'services/games/src/facts/completion-facts.reactor.ts',
  },
];
const exemption = (path: string) => EXEMPT.find((e) => e.matches(path))?.why;

const root = join(__dirname, '..');

// Every offence of one file's source: "<Class>: injects DataSource", "<Class>: takes 6 constructor
// parameters (at most 5)".
// limitParameters: false checks only the injections (the parameter limit is a service's).
function offencesIn(fileName: string, source: string, limitParameters = true): string[] {
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
            ts.isCallExpression(d.expression)
              ? [
                  ...d.expression.arguments.map((a) => a.getText(file)),
                  ...(TYPEORM_DECORATORS.has(d.expression.expression.getText(file))
                    ? [d.expression.expression.getText(file).replace(/^Inject/, '')]
                    : []),
                ]
              : [],
          );
          const handle = [typeName, ...injected].find((t) => t && TYPEORM_HANDLES.has(t.replace(/^typeorm\./, '')));
          if (handle)
            offences.push(`${name}: injects ${handle.replace(/^typeorm\./, '')} (its SQL belongs in a store)`);
        }
        if (constructor.parameters.length > MAX_PARAMETERS && limitParameters)
          offences.push(
            `${name}: takes ${constructor.parameters.length} constructor parameters (at most ${MAX_PARAMETERS})`,
          );
      }
    }
    // A provider factory handed the DataSource: `{ provide: X, inject: [DataSource], useFactory }`.
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(file) === 'inject' &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      const handle = node.initializer.elements
        .map((e) => e.getText(file).replace(/^typeorm\./, ''))
        .find((t) => TYPEORM_HANDLES.has(t));
      if (handle) offences.push(`a provider factory: injects ${handle} (its SQL belongs in a store)`);
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

// Every non-test TypeScript source under services/<service>/src, as a repository path with '/'.
function sourceFiles(): string[] {
  const servicesDir = join(root, 'services');
  return readdirSync(servicesDir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split(sep))
    .filter((parts) => parts[1] === 'src' && !parts.some((part) => part === 'node_modules' || part === 'dist'))
    .map((parts) => ['services', ...parts].join('/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts') && !/\.spec\.tsx?$/.test(path))
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

describe('who injects the DataSource under services/*/src', () => {
  it('finds the source files (the scan looks where they are, test files left out)', () => {
    const files = sourceFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'services/games/src/goals/goal-practice.ts',
        'services/games/src/goals/goal-store.ts',
        'services/care/src/care.module.ts',
      ]),
    );
    expect(files.filter((f) => f.includes('.spec.'))).toEqual([]);
    expect(files.length).toBeGreaterThan(200);
  });

  it('tells a class or provider factory that injects DataSource or an EntityManager, by class', () => {
    const source = `
      import { Inject, Injectable } from '@nestjs/common';
      import { InjectEntityManager } from '@nestjs/typeorm';
      import { DataSource, EntityManager } from 'typeorm';
      export class Streams {
        constructor(private readonly dataSource: DataSource, a: A, b: B, c: C, d: D, e: E) {}
      }
      @Injectable()
      export class Reactor {
        constructor(@InjectEntityManager() private readonly em: unknown) {}
      }
      export const provider = { provide: X, inject: [CONFIG, DataSource], useFactory: (c, ds) => new X(c, ds) };
      export class Practice {
        constructor(private readonly goals: GoalStore) {}
        record(em: EntityManager) {}
      }`;
    expect(offencesIn('streams.ts', source, false)).toEqual([
      'Streams: injects DataSource (its SQL belongs in a store)',
      'Reactor: injects EntityManager (its SQL belongs in a store)',
      'a provider factory: injects DataSource (its SQL belongs in a store)',
    ]);
  });

  it('exempts stores, migrations, test builders, projections, modules and wiring, and nothing else', () => {
    expect(exemption('services/games/src/goals/goal-store.ts')).toBe('a store');
    expect(exemption('services/games/src/migrations/1764000850000-goals.ts')).toBe('a migration');
    expect(exemption('services/games/src/testing/games-database.ts')).toBe('a test builder');
    expect(exemption('services/games/src/projections/play.projection.ts')).toBe('a projection or projector');
    expect(exemption('services/care/src/care.module.ts')).toBe('a module file');
    expect(exemption('services/care/src/care-entities.ts')).toBe('data-source or entities wiring');
    expect(exemption('services/games/src/goals/goal-practice.ts')).toBeUndefined();
    expect(exemption('services/games/src/goals/goal-streams.ts')).toBeUndefined();
    expect(exemption('services/games/src/difficulty/difficulty.command.ts')).toBeUndefined();
    expect(exemption('services/games/src/storefront.ts')).toBeUndefined();
  });

  it('no class outside the exempt files injects DataSource or an EntityManager (SQL lives in stores)', () => {
    const offenders: string[] = [];
    for (const path of sourceFiles()) {
      if (exemption(path)) continue;
      for (const offence of offencesIn(path, readFileSync(join(root, path), 'utf8'), false))
        offenders.push(`${path}: ${offence}`);
    }
    expect(offenders).toEqual([]);
  });

  it('each file exempted by its own path still injects DataSource (else it leaves the list)', () => {
    const single = sourceFiles().filter((path) => EXEMPT.some((e) => e.why === 'hosts a Projector' && e.matches(path)));
    expect(single).toEqual(['services/games/src/facts/completion-facts.reactor.ts']);
    for (const path of single) expect(offencesIn(path, readFileSync(join(root, path), 'utf8'), false)).not.toEqual([]);
  });
});
