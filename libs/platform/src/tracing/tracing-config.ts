// Tracing is off unless configured, following OpenTelemetry's environment variables: an OTLP endpoint
// (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) or an exporter named in
// OTEL_TRACES_EXPORTER turns it on; OTEL_TRACES_EXPORTER=none or OTEL_SDK_DISABLED=true keeps it off.
export function tracingConfigured(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'null');
  if (exporters.includes('none')) return false;
  return exporters.length > 0 || Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

// The service's name in traces: OTEL_SERVICE_NAME, else SERVICE_NAME, else the service folder the
// process was started from (services/<name>/dist/main.js), else "carewith".
export function traceServiceName(env: NodeJS.ProcessEnv, script = process.argv[1] ?? ''): string {
  return (
    env.OTEL_SERVICE_NAME ||
    env.SERVICE_NAME ||
    /services[\\/]([a-z-]+)[\\/]dist[\\/]main\.js$/.exec(script)?.[1] ||
    'carewith'
  );
}
