import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that keep a worker busy longest, started first, as measured on a 2-core machine (seconds, rounded).
 * Vitest orders files by the durations of the last run it remembers, and a fresh clone (CI) has none: it then
 * orders them by size, which left 20-second browser files starting last and running alone at the end: a fresh
 * clone's first run took up to 40 s longer than the next. The bad-input matrix comes early although it is shorter: it drives 220
 * builds in child processes, CPU its duration does not show. Files not listed follow in Vitest's order.
 */
const HEAVIEST = [
  'tests/e2e/a11y/axe.test.ts', // 48
  'tests/e2e/runtime/navigation.test.ts', // 24
  'tests/safety/matrix.test.ts', // 12
  'tests/e2e/runtime/search.test.ts', // 24
  'tests/e2e/theme/layout.test.ts', // 22
  'tests/e2e/theme/drawer.test.ts', // 17
  'tests/e2e/runtime/prefetch.test.ts', // 17
  'tests/core/progress.test.ts', // 16
  'tests/dev/recover.test.ts', // 11
  'tests/e2e/runtime/loading.test.ts', // 11
  'tests/e2e/theme/colorMode.test.ts', // 10
  'tests/core/pairedThemes.test.ts', // 10
  'tests/e2e/theme/weight.test.ts', // 10
  'tests/e2e/theme/codeBlocks.test.ts', // 9
  'tests/e2e/theme/navbar.test.ts', // 9
  'tests/core/gfmParts.test.ts', // 8
  'tests/safety/swap.test.ts', // 8
  'tests/e2e/theme/toc.test.ts', // 8
  'tests/llms/copyPage.test.ts', // 8
  'tests/safety/bounded.test.ts', // 8
  'tests/core/cli.test.ts', // 8
  'tests/serve/memory.test.ts', // 7
];

export default class HeaviestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = HEAVIEST.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? HEAVIEST.length : index;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
