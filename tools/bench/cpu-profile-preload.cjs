// Preloaded into the services by the play benchmark when BENCH_CPU_PROF_DIR is set (node -r, through
// NODE_OPTIONS, which does not allow --cpu-prof): samples the process's CPU from start to exit and writes
// BENCH_CPU_PROF_DIR/<SERVICE_NAME>-<pid>.cpuprofile. Read it with cpuprofile-summary.mjs or Chrome DevTools.
// SIGUSR2 restarts the profile (see below).
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    // The in-process inspector answers synchronously, so this works inside an 'exit' handler.
    session.post('Profiler.stop', (error, result) => {
      if (error || !result) return;
      const name = `${process.env.SERVICE_NAME ?? 'node'}-${process.pid}.cpuprofile`;
      writeFileSync(join(dir, name), JSON.stringify(result.profile));
    });
  };
  process.on('exit', write);
  // Nest's shutdown hooks end the process by re-raising SIGTERM, which skips 'exit': write on the signal
  // (once, so that the re-raised signal still ends the process).
  process.once('SIGTERM', write);
  process.once('SIGINT', write);
  // SIGUSR2 starts the profile again, discarding what came before (start-up, set-up, warm-up): the play
  // benchmark sends it right before its measured rounds.
  process.on('SIGUSR2', () => {
    session.post('Profiler.stop', () => session.post('Profiler.start'));
  });
}
