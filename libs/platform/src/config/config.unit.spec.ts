import { z } from 'zod';
import { baseConfigSchema, ConfigError, parseConfig, requireTogether } from './config';

describe('configuration', () => {
  it('applies defaults for a bare environment', () => {
    const config = parseConfig(baseConfigSchema, {});
    expect(config).toMatchObject({ BUS: 'nats', QUEUE: 'bullmq', EVENT_STORE: 'postgres', BUS_TIMEOUT_MS: 5000 });
  });

  it('coerces numbers from strings', () => {
    expect(parseConfig(baseConfigSchema, { BUS_TIMEOUT_MS: '250' }).BUS_TIMEOUT_MS).toBe(250);
  });

  it('names every bad variable in one message', () => {
    const attempt = () =>
      parseConfig(baseConfigSchema, { BUS: 'pigeon', DATABASE_URL: 'not a url', BUS_TIMEOUT_MS: 'soon' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/BUS: /);
    expect(message).toMatch(/DATABASE_URL: /);
    expect(message).toMatch(/BUS_TIMEOUT_MS: /);
  });

  it('requires EVENTSTORE_URL when the EventStoreDB adapter is chosen', () => {
    expect(() => parseConfig(baseConfigSchema, { EVENT_STORE: 'eventstoredb' })).toThrow(/EVENTSTORE_URL: is required/);
    expect(
      parseConfig(baseConfigSchema, { EVENT_STORE: 'eventstoredb', EVENTSTORE_URL: 'esdb://localhost:2113?tls=false' })
        .EVENT_STORE,
    ).toBe('eventstoredb');
  });

  describe('settings that go together', () => {
    const schema = z
      .object({ A: z.string().optional(), B: z.string().optional(), C: z.string().optional() })
      .superRefine((env, ctx) => requireTogether(env, ctx, ['A', 'B', 'C']));
    const pair = z
      .object({ ID: z.string().optional(), SECRET: z.string().optional() })
      .superRefine((env, ctx) => requireTogether(env, ctx, ['ID', 'SECRET'], 'SECRET'));

    it('accepts all of them or none', () => {
      expect(parseConfig(schema, {})).toEqual({});
      expect(parseConfig(schema, { A: 'a', B: 'b', C: 'c' })).toEqual({ A: 'a', B: 'b', C: 'c' });
      expect(parseConfig(pair, { ID: 'i', SECRET: 's' })).toEqual({ ID: 'i', SECRET: 's' });
    });

    it('refuses part of a set with one message on the first, or the named, variable', () => {
      expect(() => parseConfig(schema, { B: 'b', C: 'c' })).toThrow(
        'Invalid configuration:\n  A: A, B and C go together',
      );
      expect(() => parseConfig(pair, { ID: 'i' })).toThrow(
        'Invalid configuration:\n  SECRET: ID and SECRET go together',
      );
    });
  });
});
