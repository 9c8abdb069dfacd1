import { afterAll, beforeAll, expect, it } from 'vitest';
import { tempSite } from '../helpers/site.js';
import { request, startDocsGen, type ServerProcess } from '../serve/processes.js';

// Site code that throws outside any call of dev's (a plugin's timer): Node would end the process; dev says where
// and keeps serving.
let site: ReturnType<typeof tempSite>;
let dev: ServerProcess;

beforeAll(async () => {
  site = tempSite();
  site.write('docs/index.md', '# Home\n');
  site.write('plugins/late.mjs', "export default function late() {\n  return {\n    name: 'late',\n    loadContent() {\n      setTimeout(() => {\n        throw new Error('late failure');\n      }, 5);\n    },\n  };\n}\n");
  site.write('docs-gen.config.ts', "import late from './plugins/late.mjs';\n\nexport default { title: 'Late', plugins: [late] };\n");
  dev = await startDocsGen(['dev', site.dir, '--port', '0']);
});

afterAll(async () => {
  await dev?.stop();
  site?.cleanup();
});

it('reports the throw at its line and keeps serving', async () => {
  await expect.poll(() => dev.stderr(), { timeout: 10_000 }).toMatch(/docs-gen dev: error \S*plugins\/late\.mjs:6:\d+ {2}The site's code threw outside any page: late failure/);
  expect((await request(dev.url, '/')).status).toBe(200);
});
