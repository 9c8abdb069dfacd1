import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempSite } from '../helpers/site.js';
import { request, startDocsGen, untilServed, type ServerProcess } from '../serve/processes.js';

/**
 * A React page of a site with theme overrides, in dev: bundled with the site's theme, it reads the context the
 * site's `Root` provides, and an edit to the page or to a component it imports reaches the page served.
 */
const site = tempSite();
let dev: ServerProcess;


const page = async () => (await request(dev.url, '/pricing/')).text;

const PLAN = (label: string) =>
  `import { useContext } from 'react';\nimport { PlanContext } from './planContext';\n\nexport default function Plan() {\n  return <strong className="plan">${label} {useContext(PlanContext).name}</strong>;\n}\n`;

beforeAll(async () => {
  site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Kit' })};\n`);
  site.write('docs/index.md', '# Home\n\nText.\n');
  site.write('src/components/planContext.js', "import { createContext } from 'react';\n\nexport const PlanContext = createContext(undefined);\n");
  site.write('src/components/Plan.jsx', PLAN('Plan:'));
  site.write(
    'src/theme/Root.js',
    "import { PlanContext } from '@site/src/components/planContext';\n\nexport default function Root({ children }) {\n  return <PlanContext.Provider value={{ name: 'Team' }}>{children}</PlanContext.Provider>;\n}\n",
  );
  site.write('src/pages/pricing.js', "import Plan from '@site/src/components/Plan';\n\nexport const title = 'Pricing';\n\nexport default function Pricing() {\n  return <p className=\"offer\"><Plan /></p>;\n}\n");
  dev = await startDocsGen(['dev', site.dir, '--port', '0']);
}, 90_000);
afterAll(async () => {
  await dev?.stop();
  site.cleanup();
});

describe('a React page of a site with a Root override, in dev', () => {
  it("reads the Root's context", async () => {
    expect(await page()).toContain('<p class="offer"><strong class="plan">Plan: <!-- -->Team</strong></p>');
    expect(await page()).toContain('<title>Pricing | Kit</title>');
  });

  it('shows an edit to a component it imports', async () => {
    site.write('src/components/Plan.jsx', PLAN('Your plan:'));
    await untilServed(dev, 'the edited component', async () => (await page()).includes('<strong class="plan">Your plan: <!-- -->Team</strong>'));
  });

  it('shows an edit to the page, its title included', async () => {
    site.write('src/pages/pricing.js', "import Plan from '@site/src/components/Plan';\n\nexport const title = 'Prices';\n\nexport default function Pricing() {\n  return <p className=\"offer-2\"><Plan /></p>;\n}\n");
    await untilServed(dev, 'the edited page', async () => (await page()).includes('<p class="offer-2"><strong class="plan">Your plan: <!-- -->Team</strong></p>'));
    expect(await page()).toContain('<title>Prices | Kit</title>');
    expect(dev.stderr()).not.toMatch(/error/);
  });
});
