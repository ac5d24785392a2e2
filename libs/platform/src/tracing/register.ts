// Imported first by every process's main.ts, before anything loads http or pg: starts OpenTelemetry
// tracing when it is configured (tracing/sdk.ts), and otherwise loads nothing of the SDK.
import { tracingConfigured } from './tracing-config';

if (tracingConfigured(process.env)) {
  // A synchronous require, on purpose: the instrumentations must be in place before the caller's next
  // import loads http or pg (an import() would start them after the whole app was loaded).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('./sdk') as typeof import('./sdk')).startTracing();
}
