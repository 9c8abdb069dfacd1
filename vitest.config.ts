import { defineConfig } from 'vitest/config';
import HeaviestFirst from './tests/sequencer.js';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Builds spawn the real binary; two at a time suits a 2-core machine.
    maxWorkers: 2,
    minWorkers: 1,
    // Test files restore what they change (env, timers); sharing a worker process between files saves a
    // process start and a module graph per file, about a tenth of the suite's time.
    isolate: false,
    sequence: { sequencer: HeaviestFirst },
  },
});
