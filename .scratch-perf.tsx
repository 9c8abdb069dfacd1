import { renderToString } from 'react-dom/server';
import { loadConfig } from './src/config/load.js';
import { generateApiReference } from './src/generators/openapi/generateApiReference.js';
import { apiPageComponents } from './templates/api/index.js';
import { SiteContextProvider } from './templates/context.js';
import type { RenderContext } from './src/render/types.js';

const dir = process.argv[2];
const config = await loadConfig(dir);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let t = cpu(); let w = performance.now();
const out = await generateApiReference(config, config.openapi!);
console.log('generate cpu', (cpu() - t).toFixed(0), 'ms wall', (performance.now() - w).toFixed(0), 'pages', out.pages.length);
const ctx = { resolveLink: (u: string) => u, url: (u: string) => u } as unknown as RenderContext;
for (let round = 0; round < 2; round++) {
  t = cpu(); w = performance.now();
  let bytes = 0;
  for (const page of out.pages) {
    if (page.body.type !== 'component') continue;
    const C = apiPageComponents[page.body.name];
    bytes += renderToString(<SiteContextProvider value={ctx}><C data={page.body.props} /></SiteContextProvider>).length;
  }
  console.log('render api components cpu', (cpu() - t).toFixed(0), 'ms wall', (performance.now() - w).toFixed(0), 'bytes', bytes);
}
