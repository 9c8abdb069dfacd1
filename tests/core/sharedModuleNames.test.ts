import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A package that both a theme override and a page's component import is the override's instance in the component
 * (one module, as in Docusaurus's single bundle). Its stand-in re-exported each name as a variable, so a package
 * exporting words that cannot name one (zod's `catch`, `enum`, `function`) failed the build ("Expected identifier").
 */
describe('a package shared by a theme override and site code', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('keeps its exports that are reserved words', async () => {
    site.write('node_modules/schema-kit/package.json', '{ "name": "schema-kit", "type": "module", "main": "index.js" }\n');
    site.write(
      'node_modules/schema-kit/index.js',
      "const fallback = (value) => `caught ${value}`;\nconst kinds = ['a', 'b'];\nexport { fallback as catch, kinds as enum };\nexport const label = 'kit';\n",
    );
    site.write('src/theme/Root.js', "import { label } from 'schema-kit';\n\nexport default function Root({ children }) {\n  return <div data-kit={label}>{children}</div>;\n}\n");
    site.write('src/components/Kit.jsx', "import * as kit from 'schema-kit';\n\nexport default function Kit() {\n  return <p className=\"kit\">{`${kit.catch('x')} ${kit.enum.join('/')} ${kit.label}`}</p>;\n}\n");
    site.write('docs/index.mdx', "import Kit from '@site/src/components/Kit';\n\n# Home\n\n<Kit />\n");
    const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(built.code, built.stderr).toBe(0);
    const html = site.read('build/index.html');
    expect(html).toContain('<p class="kit">caught x a/b kit</p>');
    expect(html).toContain('data-kit="kit"');
  });
});
