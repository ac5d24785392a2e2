// A machine-readable line for launchers, tests and benchmarks, printed whatever the log level.
export function announceReady(info: Record<string, unknown>) {
  if (process.env.READY_LINE === 'true') process.stdout.write(`READY ${JSON.stringify(info)}\n`);
}
