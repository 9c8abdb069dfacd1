// Tries docs-gen on a real Docusaurus site, as a new user would: `migrate` writes the config into a
// temporary copy, then `build` runs on it. Reports the pages found, built and failing (grouped by the kind
// of their first error) and, on the built HTML, the defects a page can have without failing.
//
//   node bench/docusaurus-trial.mjs <docusaurus-site> [--root <dir>] [--json] [--keep]
//
// It runs bin/docs-gen.js of this checkout, or the one DOCS_GEN_BIN names.
//
// <docusaurus-site> holds docusaurus.config.*; --root is the folder to copy when the site reads files
// beside it (a docs folder at `../docs`); the config is then written there. --keep leaves the copy.
// The site's installed packages (`node_modules` from the site's folder up to --root) come with the copy,
// hard-linked where the file system allows it: install them first (`npm ci` in the site), as a user would,
// or every page that imports a package fails for that alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// DOCS_GEN_BIN runs another build of docs-gen (a copy that a rebuild of this checkout cannot change mid-trial).
const bin = process.env.DOCS_GEN_BIN ?? path.join(repo, 'bin', 'docs-gen.js');
/** Never copied or read: installed packages (linked in separately) and version control. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);
/** A site's output and caches, skipped only beside its config: deeper, a `build/` folder is content (a docs section). */
const OUTPUT_FOLDERS = new Set(['build', '.docusaurus', '.cache', '.docs-gen']);
const MAX_ROUNDS = 16;

function parseArgs(argv) {
  const args = { json: false, keep: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--root') args.root = argv[++i];
    else if (argv[i] === '--json') args.json = true;
    else if (argv[i] === '--keep') args.keep = true;
    else args.site = argv[i];
  }
  if (!args.site) {
    console.error('usage: node bench/docusaurus-trial.mjs <docusaurus-site> [--root <dir>] [--json] [--keep]');
    process.exit(2);
  }
  args.site = path.resolve(args.site);
  args.root = path.resolve(args.root ?? args.site);
  return args;
}

function run(args, cwd) {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 256 * 1024 * 1024 });
  return { code: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/** `error|warning path:line:col  message` lines of a run, with the path relative to `cwd`. */
function problems(text, level) {
  const found = [];
  for (const line of text.split('\n')) {
    // Located first: a path may hold spaces, even two in a row (`08RocketMQ  Connect In Action.md`).
    const m = new RegExp(`^${level} (.+?):(\\d+)(?::(\\d+))?  (.*)$`).exec(line) ?? new RegExp(`^${level} (\\S+?)()()  (.*)$`).exec(line);
    if (m) found.push({ file: m[1], line: Number(m[2] || 0), message: m[4], text: line });
  }
  return found;
}

/** A message with its particulars (names, paths, numbers) taken out, so the same problem groups together. */
function kindOf(message) {
  return message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/`[^`]*`/g, '`…`')
    .replace(/\s*\(Nearest existing route: [^)]*\)/g, '')
    .replace(/\S+\.(mdx?|[cm]?[jt]sx?|json|ya?ml|css|png|svg|jpe?g|gif)\b(#\S*)?/g, 'FILE')
    .replace(/(^|\s)\/\S*/g, '$1URL')
    .replace(/\d+/g, 'N')
    .slice(0, 140);
}

function walk(dir, visit) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(abs, visit);
    else visit(abs);
  }
}

/** Docusaurus's page rule: .md/.mdx files, without partials (`_x.md`, `_folder/`) and tests. */
function isPage(rel) {
  const parts = rel.split(path.sep);
  return /\.mdx?$/.test(rel) && !parts.some((p) => p.startsWith('_')) && !rel.includes('__tests__');
}

/** The blog folders the written config builds: each blog's `path`, or `blog/` when it has posts and the config keeps the blog. */
function blogFolders(configText, tmp) {
  if (/\n {2}blog: false,/.test(configText)) return [];
  const blogs = /\n {2}blog: ([\[{][\s\S]*?)(?=\n {2}[a-zA-Z]+:|\n\}\))/.exec(configText)?.[1] ?? '';
  const paths = [...blogs.matchAll(/[{,\s]path: '([^']+)'/g)].map((m) => m[1]);
  if (paths.length) return paths;
  return fs.existsSync(path.join(tmp, 'blog')) ? ['blog'] : [];
}

/**
 * The site's `node_modules` folders, from the site's folder up to the copied root, put in the copy: hard links
 * (`cp -al`, no bytes copied) where the copy is on the same file system, a full copy otherwise. Not a symlink:
 * docs-gen refuses imports whose real path is outside the site.
 */
function bringPackages(args, tmp) {
  const brought = [];
  for (let dir = args.site; ; dir = path.dirname(dir)) {
    const modules = path.join(dir, 'node_modules');
    if (fs.existsSync(modules) && fs.statSync(modules).isDirectory()) {
      const target = path.join(tmp, path.relative(args.root, modules));
      const linked = spawnSync('cp', ['-al', modules, target]);
      if (linked.status !== 0) {
        fs.rmSync(target, { recursive: true, force: true });
        fs.cpSync(modules, target, { recursive: true, verbatimSymlinks: true });
      }
      brought.push(`${path.relative(args.root, modules) || 'node_modules'} (${linked.status === 0 ? 'hard-linked' : 'copied'})`);
    }
    if (dir === args.root || path.dirname(dir) === dir) break;
  }
  return brought;
}

function contentFolders(configText) {
  const folders = [...configText.matchAll(/\{\s*path: '([^']+)',\s*routeBasePath/g)].map((m) => m[1]);
  // A versioned content folder's older versions live beside its versions file (`<prefix>versioned_docs/`).
  for (const m of configText.matchAll(/\n\s*versionsFile: '([^']*?)versions\.json',/g)) folders.push(path.join(path.dirname(`${m[1]}x`), `${path.basename(`${m[1]}x`).slice(0, -1)}versioned_docs`));
  return folders.length ? folders : ['docs'];
}

function setLinkPolicies(configFile) {
  let text = fs.readFileSync(configFile, 'utf8');
  for (const key of ['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors']) {
    const re = new RegExp(`\\n  ${key}: '[a-z]+',`);
    text = re.test(text) ? text.replace(re, `\n  ${key}: 'warn',`) : text.replace('defineConfig({', `defineConfig({\n  ${key}: 'warn',`);
  }
  fs.writeFileSync(configFile, text);
}

const decode = (s) =>
  s.replace(/&#x3C;|&lt;/g, '<').replace(/&#x3E;|&gt;/g, '>').replace(/&#x22;|&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&#x26;|&amp;/g, '&');
const textOf = (html) => decode(html.replace(/<[^>]+>/g, ''));

/** The defects a built page can have without its build failing, by kind. */
function defectsOf(html, buildDir, baseUrl) {
  const found = [];
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  // The page's content: the theme's article (not an <article> a component renders, as a video embed's), else the
  // div.markdown of a site's own DocItem/Content.
  const article =
    /<article class="[^"]*\bmarkdown\b[\s\S]*<\/article>/.exec(main)?.[0] ?? /<div class="[^"]*\bmarkdown\b[\s\S]*/.exec(main)?.[0] ?? /<article[\s\S]*<\/article>/.exec(main)?.[0] ?? main;
  // The theme's title heading has no id; body headings do. A body with two `# ` headings is the author's (Docusaurus shows both too).
  const h1s = main.match(/<h1(\s[^>]*)?>/g) ?? [];
  if (h1s.length > 1 && h1s.some((tag) => !/\sid="/.test(tag))) found.push('two <h1> (title and body heading)');
  const withoutCode = article.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/<code[\s\S]*?<\/code>/g, '');
  const prose = textOf(withoutCode);
  if (/(^|\s):::/.test(prose)) found.push('literal ::: text');
  if (prose.includes('<!--')) found.push('literal <!-- text');
  const code = [...article.matchAll(/<pre[\s\S]*?<\/pre>/g)].map((m) => textOf(m[0])).join('\n');
  if (/highlight-(next-line|start|end)/.test(code)) found.push('magic comment shown as code');
  for (const m of article.matchAll(/<[a-z]+ class="[^"]*admonition-?[hH]eading[^"]*"[^>]*>([\s\S]*?)<\/(p|div)>/g)) {
    if (textOf(m[1]).includes('**')) {
      found.push('raw ** in admonition title');
      break;
    }
  }
  const body = textOf(article.replace(/<h1[\s\S]*?<\/h1>/g, '').replace(/<button[\s\S]*?<\/button>/g, '').replace(/<nav[\s\S]*?<\/nav>/g, '')).trim();
  if (!article || !body) found.push('empty article');
  // Markup inside a script (an ad's template, say) is the script's text, not an image of the page.
  for (const m of article.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) {
    const src = decode(m[1]);
    if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(src)) continue;
    const local = decodeURIComponent(src.split(/[?#]/)[0]).replace(baseUrl, '/');
    if (!local.startsWith('/') || !fs.existsSync(path.join(buildDir, local))) {
      found.push('broken image');
      break;
    }
  }
  return found;
}

const LEFT_OUT = 'Left out by the Docusaurus trial.';
/** A locale's translation of a page or post, where Docusaurus's i18n folder keeps it. */
const TRANSLATED_CONTENT = /(^|[/\\])i18n[/\\][^/\\]+[/\\]docusaurus-plugin-content-[^/\\]+[/\\]/;

/**
 * Replaces a failing page by a stub with the same front matter (unless the error is in it), so its id,
 * route and title stay and the sidebars and links that name it still resolve.
 */
function leaveOut(file, errorLine) {
  const text = fs.readFileSync(file, 'utf8');
  const end = text.startsWith('---') ? text.indexOf('\n---', 3) : -1;
  const frontMatterLines = end < 0 ? 0 : text.slice(0, end).split('\n').length + 1;
  // An error without a line (a render failure) is not in the front matter either.
  const frontMatter = end >= 0 && (!errorLine || errorLine > frontMatterLines) ? `${text.slice(0, end)}\n---\n\n` : '';
  fs.writeFileSync(file, `${frontMatter}${LEFT_OUT}\n`);
}

function countBy(map, key, example) {
  const entry = map.get(key) ?? { count: 0, example };
  entry.count++;
  map.set(key, entry);
}

function trial(args) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-trial-'));
  const copied = (src) =>
    src === args.root || (!SKIPPED_FOLDERS.has(path.basename(src)) && !(OUTPUT_FOLDERS.has(path.basename(src)) && [args.root, args.site].includes(path.dirname(src))));
  fs.cpSync(args.root, tmp, { recursive: true, filter: copied });
  const site = path.join(tmp, path.relative(args.root, args.site));
  const report = { site: args.site, copy: tmp };
  try {
    report.packages = bringPackages(args, tmp);
    const migrated = run(['migrate', site, '--out', tmp], tmp);
    report.migrate = { code: migrated.code, notCarried: Number(/Not carried over \((\d+)\)/.exec(migrated.stdout)?.[1] ?? 0), errors: problems(migrated.stderr, 'error').map((p) => p.text) };
    if (migrated.code !== 0) return report;
    const configFile = path.join(tmp, 'docs-gen.config.ts');
    const configText = fs.readFileSync(configFile, 'utf8');
    const blogs = blogFolders(configText, tmp);
    // A blog's `{ path, routeBasePath }` reads as a docs folder's too: a folder is walked once.
    const folders = [...new Set([...contentFolders(configText), ...blogs])];
    const pages = [];
    for (const folder of folders) walk(path.join(tmp, folder), (abs) => isPage(path.relative(tmp, abs)) && pages.push(path.relative(tmp, abs)));
    report.pagesFound = pages.length;
    const inFolders = (list) => (file) => list.some((folder) => file.startsWith(`${path.normalize(folder)}${path.sep}`));
    report.postsFound = pages.filter(inFolders(blogs)).length;

    // As it is: the config migrate wrote, nothing else changed.
    const first = run(['build', '.', '--no-cache', '-q'], tmp);
    report.buildsAsItIs = first.code === 0;
    report.firstErrors = problems(first.stderr, 'error').slice(0, 5).map((p) => p.text);

    // Then page by page: broken links only warn, and pages that fail are replaced by stubs until the rest builds.
    setLinkPolicies(configFile);
    const failing = new Map();
    const failureKinds = new Map();
    let last;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      last = run(['build', '.', '--no-cache'], tmp);
      if (last.code === 0) break;
      const errors = problems(last.stderr, 'error');
      // Partials (`_x.md`) fail like pages; they are stubbed too, and counted apart. Blog posts are pages too, and so
      // are a locale's translations of pages (`i18n/<locale>/docusaurus-plugin-content-docs/…`), also counted apart.
      const isContent = (file) => /\.mdx?$/.test(file) && (inFolders(folders)(file) || TRANSLATED_CONTENT.test(file));
      const pageErrors = errors.filter((e) => isContent(path.normalize(e.file)) && !failing.has(path.normalize(e.file)));
      const sidebarsFile = /\n {2}sidebarsFile: '([^']+)',/.exec(fs.readFileSync(configFile, 'utf8'))?.[1];
      const sidebarsError = errors.find((e) => sidebarsFile && path.normalize(e.file) === path.normalize(sidebarsFile));
      if (!pageErrors.length && sidebarsError) {
        // Measure the pages anyway: without the sidebars file, sidebars are generated from the folders.
        report.sidebarsDropped = sidebarsError.text;
        fs.writeFileSync(configFile, fs.readFileSync(configFile, 'utf8').replace(/\n {2}sidebarsFile: '[^']+',/, ''));
        continue;
      }
      const missingDocs = errors.map((e) => /no doc with id "([^"]+)" for navbar item/.exec(e.message)?.[1]).filter(Boolean);
      if (!pageErrors.length && missingDocs.length) {
        // A navbar item naming a page that is not there: point it at the home page instead.
        let text = fs.readFileSync(configFile, 'utf8');
        for (const id of missingDocs) text = text.replace(`docId: '${id}'`, "to: '/'");
        fs.writeFileSync(configFile, text);
        report.navbarItemsRepointed = [...(report.navbarItemsRepointed ?? []), ...missingDocs];
        continue;
      }
      // Site code that fails in a React page or a theme override (a plugin's data it reads, a module docs-gen lacks)
      // keeps every page from building: a page module becomes an empty page, an override is left out (the theme's
      // own component is used), so the docs pages can still be measured. Both are reported.
      // One already left out that still fails (its route collides with a static file, say) is the site's error: left
      // out again, it would fail the same way round after round.
      const siteCodeFiles = [...new Set(errors.map((e) => path.normalize(e.file)))].filter(
        (file) => /\.[cm]?[jt]sx?$/.test(file) && /(^|[/\\])src[/\\](pages|theme)[/\\]/.test(file) && !(report.siteCodeLeftOut ?? []).includes(file),
      );
      if (!pageErrors.length && siteCodeFiles.length && round < MAX_ROUNDS - 1) {
        for (const file of siteCodeFiles) {
          const abs = path.join(tmp, file);
          if (!fs.existsSync(abs)) continue;
          // The error's path is relative to the copy, so `src/` may start it.
          if (/(^|[/\\])src[/\\]theme[/\\]/.test(file)) fs.rmSync(abs);
          else fs.writeFileSync(abs, 'export default function LeftOut() {\n  return null;\n}\n');
          report.siteCodeLeftOut = [...(report.siteCodeLeftOut ?? []), file];
        }
        continue;
      }
      if (!pageErrors.length) {
        report.siteErrors = errors.slice(0, 5).map((e) => e.text);
        if (!errors.length) report.siteErrors = last.stderr.split('\n').slice(0, 5);
        break;
      }
      for (const error of pageErrors) {
        const file = path.normalize(error.file);
        if (failing.has(file)) continue;
        failing.set(file, error);
        countBy(failureKinds, kindOf(error.message), error.text);
        leaveOut(path.join(tmp, file), error.line);
      }
    }
    report.pagesFailing = [...failing.keys()].filter((f) => pages.includes(f)).length;
    report.postsFailing = [...failing.keys()].filter((f) => pages.includes(f) && inFolders(blogs)(f)).length;
    report.translationsFailing = [...failing.keys()].filter((f) => !pages.includes(f) && TRANSLATED_CONTENT.test(f)).length;
    report.partialsFailing = failing.size - report.pagesFailing - report.translationsFailing;
    report.failures = [...failureKinds].sort((a, b) => b[1].count - a[1].count).map(([kind, v]) => ({ kind, pages: v.count, first: v.example }));
    report.builds = last.code === 0;
    report.pagesBuilt = Number(/Built (\d+) pages/.exec(last.stdout)?.[1] ?? 0);

    const warnings = problems(last.stderr, 'warning');
    const brokenLinkPages = new Set(warnings.filter((w) => /broken link|does not exist|not found/i.test(w.message)).map((w) => w.file));
    report.pagesWithBrokenLinks = brokenLinkPages.size;
    report.pagesWithBrokenAnchors = new Set(warnings.filter((w) => /broken anchor/i.test(w.message)).map((w) => w.file)).size;
    const warningKinds = new Map();
    for (const w of warnings) countBy(warningKinds, kindOf(w.message), w.text);
    report.warnings = [...warningKinds].sort((a, b) => b[1].count - a[1].count).slice(0, 10).map(([kind, v]) => ({ kind, count: v.count, first: v.example }));

    if (report.builds) {
      const buildDir = path.join(tmp, 'build');
      const baseUrl = /\n {2}baseUrl: '([^']+)'/.exec(fs.readFileSync(configFile, 'utf8'))?.[1] ?? '/';
      const defectKinds = new Map();
      let checked = 0;
      let clean = 0;
      walk(buildDir, (abs) => {
        const rel = path.relative(buildDir, abs);
        // `page/index.html`, or `page.html` on a site with `trailingSlash: false`.
        if (!rel.endsWith('.html') || rel === '404.html' || rel.startsWith('assets')) return;
        const html = fs.readFileSync(abs, 'utf8');
        // A page of content: the theme's article, or the `div.markdown` of a site's own DocItem/Content.
        if (!(html.includes('<article') || /<div class="[^"]*\bmarkdown\b/.test(html)) || html.includes(LEFT_OUT)) return;
        checked++;
        const defects = defectsOf(html, buildDir, baseUrl);
        if (!defects.length) clean++;
        const route = rel.endsWith(`${path.sep}index.html`) || rel === 'index.html' ? `/${path.dirname(rel)}/`.replace('/./', '/') : `/${rel.slice(0, -'.html'.length)}`;
        for (const d of defects) countBy(defectKinds, d, route.split(path.sep).join('/'));
      });
      report.pagesChecked = checked;
      report.pagesWithoutDefect = clean;
      report.defects = [...defectKinds].sort((a, b) => b[1].count - a[1].count).map(([kind, v]) => ({ kind, pages: v.count, example: v.example }));
    }
    return report;
  } finally {
    if (!args.keep) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function print(report) {
  const out = [];
  out.push(`Site: ${report.site}`);
  out.push(`Packages: ${report.packages?.length ? report.packages.join(', ') : 'none installed (pages importing a package fail)'}`);
  out.push(`migrate: exit ${report.migrate.code}, ${report.migrate.notCarried} settings not carried over`);
  for (const e of report.migrate.errors) out.push(`  ${e}`);
  if (report.pagesFound !== undefined) {
    out.push(`Pages found: ${report.pagesFound} (${report.postsFound} of them blog posts); builds as it is: ${report.buildsAsItIs ? 'yes' : 'no'}`);
    for (const e of report.firstErrors) out.push(`  ${e}`);
    out.push(`Pages failing: ${report.pagesFailing} (${report.postsFailing} blog posts; and ${report.partialsFailing} partials, ${report.translationsFailing} translated pages); pages built: ${report.pagesBuilt}${report.builds ? '' : ' (the site still fails)'}`);
    for (const f of report.failures) out.push(`  ${String(f.pages).padStart(4)}  ${f.kind}\n        e.g. ${f.first}`);
    for (const e of report.siteErrors ?? []) out.push(`  site: ${e}`);
    if (report.navbarItemsRepointed) out.push(`  navbar items repointed at / (their page failed): ${report.navbarItemsRepointed.join(', ')}`);
    if (report.siteCodeLeftOut) out.push(`  React pages emptied and theme overrides left out (their code failed): ${report.siteCodeLeftOut.join(', ')}`);
    if (report.sidebarsDropped) out.push(`  sidebars file left out to measure the pages: ${report.sidebarsDropped}`);
    out.push(`Source pages with broken links (warned): ${report.pagesWithBrokenLinks}; with broken anchors (warned): ${report.pagesWithBrokenAnchors}`);
    if (report.pagesChecked !== undefined) {
      const share = report.pagesChecked ? ((100 * report.pagesWithoutDefect) / report.pagesChecked).toFixed(1) : '0';
      out.push(`Built pages checked: ${report.pagesChecked}; without a defect: ${report.pagesWithoutDefect} (${share}%)`);
      for (const d of report.defects) out.push(`  ${String(d.pages).padStart(4)}  ${d.kind} (e.g. ${d.example})`);
    }
  }
  if (report.kept) out.push(`Copy kept at ${report.copy}`);
  console.log(out.join('\n'));
}

const args = parseArgs(process.argv.slice(2));
const report = trial(args);
report.kept = args.keep;
if (args.json) console.log(JSON.stringify(report, null, 2));
else print(report);
