import { baseConfigSchema, ConfigError, parseConfig } from './config';

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
});
