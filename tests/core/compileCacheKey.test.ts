import { afterEach, describe, expect, it, vi } from 'vitest';

/** The compile cache's key of one page, with the docs-gen build id the bundled tool would carry. */
async function keyUnder(build: string) {
  vi.resetModules();
  vi.stubEnv('DOCS_GEN_BUILD_ID', build);
  const { CompileCache } = await import('../../src/markdown/compileCache.js');
  return CompileCache.key('/site/docs/intro.md', '# Intro\n\nText.\n', '/site');
}

describe('the compile cache key', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  // A new docs-gen may compile the same text differently (a highlighter fix, a new heading id rule).
  it('changes with the docs-gen build, and only with what it hashes', async () => {
    const first = await keyUnder('build-a');
    expect(await keyUnder('build-a')).toBe(first);
    expect(await keyUnder('build-b')).not.toBe(first);
  });
});
