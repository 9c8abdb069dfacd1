import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that keep a worker busy longest, started first: left to the default order (by file size on a
 * fresh clone) the bad-input matrix, a small file driving 220 builds, starts last and runs alone at the end.
 */
const HEAVIEST = [
  'tests/safety/matrix.test.ts',
  'tests/e2e/a11y/axe.test.ts',
  'tests/safety/routes.test.ts',
  'tests/safety/output.test.ts',
  'tests/safety/swap.test.ts',
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
