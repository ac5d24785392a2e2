// The e2e project's globalTeardown: stops the run's shared systems (shared-systems.cjs).
module.exports = require('./shared-systems.cjs').teardown;
