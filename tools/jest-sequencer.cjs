// Jest's own order (a file that failed last time first, then the longest first, so no worker sits idle
// at the end of the run while another runs a long file), with one addition: where this machine's jest
// cache has no time for a file yet (a fresh clone, as CI runs), the time it took in a recorded run
// (tools/test-durations.json, written by `node tools/test-durations.mjs`) stands in for it. Without
// it a fresh clone orders by file size, and a slow browser file may start last.
const { relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

let recorded = {};
try {
  recorded = require('./test-durations.json');
} catch {
  // none recorded: jest's own order
}

class RecordedDurationSequencer extends Sequencer {
  time(test) {
    return super.time(test) ?? recorded[relative(test.context.config.rootDir, test.path)];
  }
}

module.exports = RecordedDurationSequencer;
