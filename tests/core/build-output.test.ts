import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBuild, type SharedBuild } from '../helpers/site.js';

/** One build of the core fixture; every assertion reads the HTML the real binary wrote. */
describe('docs-gen build on a fixture site', () => {
  let site: SharedBuild;
  beforeAll(async () => {
    site = await sharedBuild('core-basic');
  });
  afterAll(() => site.cleanup());

  it('exits 0 and reports the page count', () => {
    expect(site.stderr).not.toContain('error');
    expect(site.code).toBe(0);
    expect(site.stdout).toMatch(/Built 7 pages into .*build\/ in \d+\.\d+s/);
  });

  it('writes trailing-slash routes from folders, file names and slugs, case kept', () => {
    for (const route of ['/', '/guides/intro/', '/guides/setup/', '/guides/secret/', '/deep/dive/', '/reference/alpha/', '/reference/beta/']) {
      expect(site.exists(`build${route}index.html`), route).toBe(true);
    }
    expect(site.exists('build/guides/wip/index.html')).toBe(false);
    expect(site.exists('build/guides/advanced/deep/index.html')).toBe(false);
  });

  it('renders a complete document with lang, title, description, canonical and Open Graph tags', () => {
    const html = site.html('/');
    expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
    expect(html).toContain('<title>Fixture home | Fixture Docs</title>');
    expect(html).toContain('<meta name="description" content="The home page of the fixture site."/>');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/"/>');
    expect(html).toContain('<meta property="og:title" content="Fixture home | Fixture Docs"/>');
    expect(html).toContain('<meta property="og:url" content="https://docs.example.com/"/>');
    expect(html).toContain('<meta name="keywords" content="fixture, home"/>');
    expect(html).toContain('<link rel="icon" href="/img/favicon.svg"/>');
  });

  it('bundles and hashes the CSS and the client script', () => {
    const html = site.html('/');
    const css = /<link rel="stylesheet" href="(\/assets\/css\/styles\.[0-9a-f]{10}\.css)"/.exec(html);
    expect(css).not.toBeNull();
    const text = site.read(`build${css![1]}`);
    expect(text).toContain('--dg-primary');
    expect(text.split('\n').length).toBeLessThan(5);
    expect(html).toMatch(/<script type="module" src="\/assets\/js\/main\.[\w-]+\.js"><\/script>/);
    // Without `clientModules`, the runtime is the one script: no bundle of client modules is made or asked for.
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(fs.readdirSync(path.join(site.dir, 'build/assets/js')).filter((name) => name.startsWith('client-modules'))).toEqual([]);
  });

  it('turns admonitions into titled asides', () => {
    const html = site.html('/');
    expect(html).toContain('class="admonition admonition-note"');
    expect(html).toMatch(/admonition-warning"[^>]*>.*Mind the gap.*Warning with a <strong>title<\/strong>/s);
    expect(html).toMatch(/admonition-tip".*Bracket title/s);
  });

  it('gives headings GitHub-style and custom ids and lists h2–h3 in the TOC', () => {
    const html = site.html('/');
    expect(html).toContain('<h2 id="install">Install the tool');
    expect(html).toContain('<h3 id="linux">Linux');
    expect(html).toContain('<h4 id="a-level-four-heading">');
    expect(html).toContain('href="#install" class="toc-link"');
    expect(html).toContain('href="#linux" class="toc-link"');
    expect(html).not.toContain('href="#a-level-four-heading" class="toc-link"');
  });

  it('honours per-page TOC levels', () => {
    const html = site.html('/guides/intro/');
    expect(html).toContain('href="#choose-a-platform" class="toc-link"');
    expect(html).not.toContain('href="#hidden-from-the-toc" class="toc-link"');
  });

  it('highlights code at build time with a title, highlighted lines and a copy button', () => {
    const html = site.html('/');
    expect(html).toContain('<div class="code-title">install.sh</div>');
    expect(html).toContain('--shiki-dark:');
    expect((html.match(/class="line highlighted"/g) ?? []).length).toBe(3);
    expect(html).toContain('class="copy-button"');
  });

  it('renders GFM tables, strikethrough and task lists', () => {
    const html = site.html('/');
    expect(html).toContain('<table>');
    expect(html).toContain('<del>deleted</del>');
    expect(html).toContain('type="checkbox"');
  });

  it('provides Tabs and Details without imports, and accepts @theme imports', () => {
    const html = site.html('/guides/intro/');
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Linux<\/button>/);
    expect(html).toContain('<strong>content</strong>');
    expect(html).toContain('<details class="details"><summary>More</summary>');
  });

  it('resolves relative Markdown links, .html and /index links to routes', () => {
    const home = site.html('/');
    expect(home).toContain('href="/guides/intro/"');
    expect(home).toContain('href="/reference/alpha/"');
    expect(home).toContain('href="/reference/beta/"');
    expect(site.html('/guides/intro/')).toContain('href="/deep/dive/#deep-dive"');
    expect(site.html('/deep/dive/')).toContain('href="/guides/setup/"');
  });

  it('uses the first # heading as the title when the front matter has none', () => {
    const html = site.html('/guides/setup/');
    expect(html).toContain('<title>Setup from the heading | Fixture Docs</title>');
    expect((html.match(/<h1/g) ?? []).length).toBe(1);
  });

  it('writes 404.html, sitemap.xml with listed pages only, and robots.txt', () => {
    expect(site.read('build/404.html')).toContain('Page Not Found');
    const sitemap = site.read('build/sitemap.xml');
    expect(sitemap).toContain('<loc>https://docs.example.com/guides/intro/</loc>');
    expect(sitemap).not.toContain('/guides/secret/');
    expect(site.read('build/robots.txt')).toContain('Sitemap: https://docs.example.com/sitemap.xml');
  });

  it('copies the static folder', () => {
    expect(site.exists('build/img/favicon.svg')).toBe(true);
  });
});
