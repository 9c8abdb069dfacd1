import type { BadInput } from '../badInput.js';

/** A config whose `outDir` (or other keys) sit on known lines: `extra` lines come after `title`, `outDir` last. */
function config(outDir: string | undefined, extra: string[] = []): string {
  const lines = ['export default {', "  title: 'Output',", ...extra.map((l) => `  ${l}`)];
  if (outDir !== undefined) lines.push(`  outDir: ${JSON.stringify(outDir)},`);
  return `${lines.concat('};').join('\n')}\n`;
}

const CONFIG = 'docs-gen.config.ts';

/** `outDir` set in the config to a folder the build reads: refused at the key, before anything is written. */
function outDirCase(name: string, outDir: string, message: RegExp, extra: string[] = [], files: Record<string, string> = {}): BadInput {
  return {
    name: `output: outDir ${name}`,
    files: { [CONFIG]: config(outDir, extra), ...files },
    code: 1,
    file: CONFIG,
    line: 3 + extra.length,
    message,
  };
}

const spec = 'openapi: 3.0.3\ninfo: { title: API, version: "1" }\npaths: {}\n';
const cliSpec = 'name: tool\ndescription: A tool\n';

export const cases: BadInput[] = [
  outDirCase("'.' (the site root)", '.', /outDir \("\."\) is the site root/),
  outDirCase("'..' (the site's parent)", '..', /outDir \("\.\."\) contains the site root/),
  outDirCase('an ancestor two levels up', '../..', /outDir \("\.\.\/\.\."\) contains the site root/),
  outDirCase("'docs' (the content folder)", 'docs', /outDir \("docs"\) is the content folder `site\/docs`/),
  outDirCase('inside the content folder', 'docs/html', /outDir \("docs\/html"\) lies inside the content folder `site\/docs`/),
  outDirCase("'static' (the static folder)", 'static', /outDir \("static"\) is the static folder `site\/static`/),
  outDirCase('inside the static folder', 'static/out', /lies inside the static folder `site\/static`/),
  outDirCase('the pages folder', 'pages', /is the pages folder `site\/pages`/, ["pages: 'pages',"], {
    'pages/about.tsx': 'export default function About() {\n  return <p>About</p>;\n}\n',
  }),
  outDirCase("the OpenAPI spec's folder", 'api', /is the OpenAPI spec's folder `site\/api`/, ["openapi: { file: 'api/openapi.yaml', routeBasePath: '/api' },"], {
    'api/openapi.yaml': spec,
  }),
  outDirCase("inside the CLI spec's folder", 'cli/html', /lies inside the CLI spec's folder `site\/cli`/, ["cliReference: { file: 'cli/tool.yaml', routeBasePath: '/cli' },"], {
    'cli/tool.yaml': cliSpec,
  }),
  outDirCase("the components module's folder", 'components', /is the components module's folder `site\/components`/, ["components: 'components/index.tsx',"], {
    'components/index.tsx': 'export const Note = () => null;\n',
  }),
  outDirCase('a second content folder', 'guides/out', /lies inside the content folder `site\/guides`/, ["content: [{ path: 'docs' }, { path: 'guides', routeBasePath: '/guides' }],"], {
    'guides/intro.md': '---\ntitle: Intro\n---\n\nText\n',
  }),
  outDirCase('a folder holding a content folder', 'src', /contains the content folder `site\/src\/docs`/, ["content: [{ path: 'src/docs' }],"], {
    'src/docs/index.md': '---\ntitle: Home\n---\n\nText\n',
  }),
  outDirCase('the sidebars file', 'sidebars.yaml', /is the sidebars file `site\/sidebars\.yaml`/, [], {
    'sidebars.yaml': 'docs:\n  - index\n  - guide\n',
  }),
  outDirCase('the config file', CONFIG, /is the config file `site\/docs-gen\.config\.ts`/),
  outDirCase('a file', 'notes.txt', /outDir \("notes\.txt"\) is a file, not a folder/, [], { 'notes.txt': 'mine\n' }),
];
