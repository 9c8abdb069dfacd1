import { defineConfig } from 'vitest/config';
import HeaviestFirst from './tests/sequencer.js';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Worker threads start faster and load less than forked processes; no test needs a process of its own
    // (the real binary, servers and browsers run as child processes either way).
    pool: 'threads',
    // Builds spawn the real binary; two at a time suits a 2-core machine.
    maxWorkers: 2,
    minWorkers: 1,
    sequence: { sequencer: HeaviestFirst },
  },
});
