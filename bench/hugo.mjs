// Builds a synthetic corpus (bench/synthesize.mjs) with Hugo, the yardstick the build budgets are ratios
// to: a minimal theme whose every page carries the full page list and its table of contents, as every
// docs-gen page carries the sidebar and the TOC. Hugo highlights the fenced code (Chroma) as docs-gen does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setAside } from './setAside.mjs';

/** The `hugo` on PATH, or undefined. */
export function findHugo() {
  const result = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

const LAYOUTS = {
  'baseof.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | {{ site.Title }}</title><meta name="description" content="{{ .Description }}"></head>
<body>
<nav><ul>{{ range site.RegularPages.ByWeight }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></nav>
<main>{{ block "main" . }}{{ end }}</main>
<aside>{{ .TableOfContents }}</aside>
</body></html>
`,
  'single.html': '{{ define "main" }}<article><h1>{{ .Title }}</h1>{{ .Content }}</article>{{ end }}\n',
  'list.html': '{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n',
};

/** Writes a Hugo project in `projectDir` whose content is `contentDir` (the corpus's `docs/`). */
export function writeHugoProject(projectDir, contentDir) {
  fs.mkdirSync(path.join(projectDir, 'layouts', '_default'), { recursive: true });
  for (const [name, text] of Object.entries(LAYOUTS)) fs.writeFileSync(path.join(projectDir, 'layouts', '_default', name), text);
  fs.writeFileSync(
    path.join(projectDir, 'hugo.toml'),
    [
      'baseURL = "https://example.com/"',
      'title = "Bench"',
      `contentDir = ${JSON.stringify(contentDir)}`,
      'disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]',
      '[markup.goldmark.renderer]',
      'unsafe = true',
      '[markup.tableOfContents]',
      'startLevel = 2',
      'endLevel = 3',
      '',
    ].join('\n'),
  );
}

/** One cold Hugo build (no cache, empty output folder): wall time in ms. */
export function buildWithHugo(projectDir, outDir, cacheDir) {
  setAside(outDir);
  setAside(cacheDir);
  const start = performance.now();
  const result = spawnSync('hugo', ['--quiet', '--source', projectDir, '--destination', outDir, '--cacheDir', cacheDir, '--ignoreCache'], {
    encoding: 'utf8',
  });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`hugo failed:\n${result.stdout}\n${result.stderr}`);
  const pages = fs.readdirSync(outDir, { recursive: true }).filter((f) => String(f).endsWith('index.html')).length;
  return { ms, pages };
}
