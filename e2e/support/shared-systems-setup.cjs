// The e2e project's globalSetup: a directory for the run's shared systems (shared-systems.cjs).
module.exports = require('./shared-systems.cjs').setup;
