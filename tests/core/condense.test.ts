import { afterEach, describe, expect, it } from 'vitest';
import { condenseProblems, problemKind, withoutRepeatedHints } from '../../src/errors/condense.js';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

describe('many problems', () => {
  it('groups problems by the lead-in of their message or by its shape', () => {
    expect(problemKind('Broken link: /a/ (no such page)')).toBe('Broken link');
    expect(problemKind('Unknown front matter key "x" (did you mean "id"?)')).toBe('Unknown front matter key … (did you mean …?)');
    // The JSON pointer placing a problem of an OpenAPI document is not part of its kind.
    expect(problemKind('Invalid OpenAPI document at #/paths/~1a~1{id}/get/responses/200: missing required property "description"')).toBe(
      'Invalid OpenAPI document at #…',
    );
  });

  it('prints identical problems at one place once, and the first 20 of a kind with over 50', () => {
    const at = (i: number, message = `Broken link: /p${i}/`) => ({ file: 'a.md', line: i, column: 1, message });
    const problems = [...Array.from({ length: 60 }, (_, i) => at(i)), at(0), at(99, 'Unknown front matter key "x"')];
    const { shown, omitted } = condenseProblems(problems);
    expect(shown).toHaveLength(21);
    expect(shown.at(-1)!.message).toBe('Unknown front matter key "x"');
    expect([...omitted]).toEqual([['Broken link', 40]]);
    expect(condenseProblems(problems.slice(0, 50)).shown).toHaveLength(50);
  });

  it('prints a hint line once for a run of problems that share it', () => {
    const shared = 'Set openapi.linkBase to the site these links were written for.';
    const problems = [
      { message: 'Broken link: /a/', hint: `Nearest existing route: /x/\n    ${shared}` },
      { message: 'Broken link: /b/', hint: `Nearest existing route: /y/\n    ${shared}` },
      { message: 'Broken link: /c/', hint: shared },
      { message: 'Unknown front matter key "x"' },
      { message: 'Broken link: /d/', hint: shared },
    ];
    expect(withoutRepeatedHints(problems).map((p) => p.hint)).toEqual([`Nearest existing route: /x/\n    ${shared}`, 'Nearest existing route: /y/', undefined, undefined, shared]);
  });

  describe('in a build', () => {
    let site: ReturnType<typeof tempSite>;
    afterEach(() => site.cleanup());

    it('prints the first 20 broken links with their lines, then how many more', async () => {
      site = tempSite();
      const links = Array.from({ length: 70 }, (_, i) => `[x](/missing-${i}/)`).join('\n\n');
      site.write('docs/index.md', `# Home\n\n${links}\n`);
      const result = await runDocsGenAsync(['build', site.dir]);
      expect(result.code).toBe(1);
      const errors = result.stderr.split('\n').filter((l) => l.startsWith('error ') && !l.startsWith('error …'));
      expect(errors).toHaveLength(20);
      expect(errors[0]).toMatch(/docs\/index\.md:3:1 {2}Broken link: \/missing-0\//);
      expect(result.stderr).toContain('error … and 50 more of this kind: Broken link');
      expect(result.stderr).toContain('70 errors; nothing was written.');
    });

    it('prints the hint that broken links to one route share under the first of them only', async () => {
      site = tempSite();
      site.write('docs/index.md', '# Home\n\n[a](/guide/)\n\n[b](/guide/)\n\n[c](/guide/)\n');
      site.write('docs/guides.md', '# Guides\n');
      const result = await runDocsGenAsync(['build', site.dir]);
      expect(result.code).toBe(1);
      expect(result.stderr.match(/^error .*Broken link: \/guide\//gm)).toHaveLength(3);
      expect(result.stderr.match(/Nearest existing route: \/guides\//g)).toHaveLength(1);
    });
  });
});
