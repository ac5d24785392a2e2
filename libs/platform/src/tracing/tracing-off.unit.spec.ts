import { tracingConfigured, traceServiceName } from './tracing-config';

// Tracing off costs nothing: unless configured, the SDK is never loaded, the HTTP pipeline has no
// tracing step and the app's span helpers run the work as it is.
describe('tracing off', () => {
  const loadRegister = (env: NodeJS.ProcessEnv) => {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      jest.isolateModules(() => {
        // The SDK module refuses to load: requiring it is the cost tracing off must not pay.
        jest.doMock('./sdk', () => {
          throw new Error('the OpenTelemetry SDK was loaded');
        });
        require('./register');
      });
    } finally {
      process.env = saved;
    }
  };

  it('loads no SDK unless an endpoint or exporter is configured', () => {
    expect(() => loadRegister({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_TRACES_EXPORTER: '' })).not.toThrow();
    expect(() => loadRegister({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toThrow(/SDK was loaded/);
  });

  it('leaves the HTTP span step out and runs spans helpers as the bare work', async () => {
    jest.isolateModules(() => {
      const { httpServerSpans } = require('./http') as typeof import('./http');
      expect(httpServerSpans()).toBeUndefined();
    });
    const { inSpan, currentTraceCarrier, withJobTrace } = await import('./spans');
    const data = { to: 'x' };
    expect(withJobTrace(data)).toBe(data);
    expect(currentTraceCarrier()).toBeUndefined();
    await expect(inSpan('unused', {}, async () => 42)).resolves.toBe(42);
  });

  it.each([
    [{}, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }, true],
    [{ OTEL_TRACES_EXPORTER: 'console' }, true],
    [{ OTEL_TRACES_EXPORTER: 'otlp,none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }, false],
    [{ OTEL_SDK_DISABLED: 'TRUE', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }, false],
  ])('configured by %j: %s', (env, on) => {
    expect(tracingConfigured(env as NodeJS.ProcessEnv)).toBe(on);
  });

  it('names the service from the environment, else from the script it runs', () => {
    expect(traceServiceName({ OTEL_SERVICE_NAME: 'edge' }, 'x')).toBe('edge');
    expect(traceServiceName({}, '/app/services/games/dist/main.js')).toBe('games');
    expect(traceServiceName({}, '/app/tools/other.js')).toBe('carewith');
  });
});
