// `npm test`'s first step (the `pretest` script), before any build: PostgreSQL, Redis and NATS
// listen where the tests look for them, or a container engine is there to start the missing ones
// (tools/test.mjs does that once the build is done). Otherwise it stops within 10 s with one message
// saying what is missing and how to start it, and `npm test` ends there with a non-zero exit.
import testServices from './test-services.cjs';

const { missing, decision } = await testServices.preflight(process.env);
if (decision.action === 'stop') {
  console.error(decision.message);
  process.exit(1);
}
if (decision.action === 'containers')
  console.log(
    `${missing.map((s) => `${s.name} (${s.host}:${s.port})`).join(', ')} not listening: ` +
      'the tests will start them in containers (testcontainers).',
  );
