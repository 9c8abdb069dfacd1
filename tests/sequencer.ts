import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that keep a worker busy longest, started first, as measured on a 2-core machine (seconds, rounded).
 * Vitest orders files by the durations of the last run it remembers, and a fresh clone (CI) has none: it then
 * orders them by size, which left 20-second browser files starting last and running alone at the end: a fresh
 * clone's first run took up to 40 s longer than the next. The bad-input matrix comes early although it is shorter: it drives 220
 * builds in child processes, CPU its duration does not show. Files not listed follow in Vitest's order.
 */
const HEAVIEST = [
  'tests/e2e/a11y/axe.test.ts', // 45
  'tests/e2e/runtime/navigation.test.ts', // 24
  'tests/safety/matrix.test.ts', // 8
  'tests/e2e/runtime/search.test.ts', // 16
  'tests/core/progress.test.ts', // 16
  'tests/e2e/theme/layout.test.ts', // 15
  'tests/core/pairedThemes.test.ts', // 14
  'tests/e2e/theme/drawer.test.ts', // 13
  'tests/safety/swap.test.ts', // 11
  'tests/e2e/theme/apiLayout.test.ts', // 11
  'tests/dev/recover.test.ts', // 11
  'tests/core/identity.test.ts', // 11
  'tests/e2e/runtime/prefetch.test.ts', // 10
  'tests/e2e/theme/docsVersions.test.ts', // 9
  'tests/e2e/runtime/loading.test.ts', // 8
  'tests/safety/bounded.test.ts', // 7
  'tests/e2e/theme/toc.test.ts', // 7
  'tests/e2e/theme/customTheme.test.ts', // 7
  'tests/e2e/theme/colorMode.test.ts', // 7
  'tests/core/cli.test.ts', // 7
  'tests/llms/copyPage.test.ts', // 6
  'tests/safety/scriptSafe.test.ts', // 5
  'tests/generators/openapi/overviewWeight.test.ts', // 5
  'tests/generators/openapi/largeApi.test.ts', // 5
  'tests/e2e/theme/locales.test.ts', // 5
  'tests/e2e/runtime/mermaid.test.ts', // 5
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
