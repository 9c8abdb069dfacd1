import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * The head a page or a theme override sets with `@docusaurus/Head`, or with react-helmet-async's `Helmet` imported
 * by its own name, as Docusaurus sites do (PagerTree's Root adds its JSON-LD so): every page failed with "Cannot read
 * properties of undefined (reading 'add')", Helmet having no provider, and `<html className>` was a second `<html>`
 * element in the body. No package is installed here: the site gets the theme's stand-ins, as it gets Docusaurus's.
 */
describe('Head and Helmet', () => {
  const site = tempSite();
  let build: RunResult;

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Helm' });\n");
    site.write('docs/intro.md', '# Intro\n\nHello.\n');
    site.write(
      'docs/page.mdx',
      [
        "import { Helmet } from 'react-helmet-async';",
        "import Head from '@docusaurus/Head';",
        '',
        '# Page',
        '',
        "<Helmet title=\"Page title\" titleTemplate=\"%s · Helm\" bodyAttributes={{ className: 'page-body' }} meta={[{ name: 'x-props', content: 'p' }]} />",
        '',
        '<Head><html className="page-html" data-page="yes" /></Head>',
        '',
      ].join('\n'),
    );
    site.write(
      'src/theme/Root.js',
      [
        "import React from 'react';",
        "import { Helmet, HelmetProvider } from 'react-helmet-async';",
        "import { NavLink, useLocation } from 'react-router-dom';",
        '',
        'export default function Root({ children }) {',
        '  const { pathname } = useLocation();',
        '  return (',
        '    <HelmetProvider>',
        "      <Helmet htmlAttributes={{ 'data-path': pathname }}>",
        '        <script type="application/ld+json">{JSON.stringify({ "@type": "Organization", name: "Helm" })}</script>',
        '        <meta name="x-root" content="yes" />',
        '      </Helmet>',
        '      <NavLink to="/intro/" activeClassName="here">Intro</NavLink>',
        '      {children}',
        '    </HelmetProvider>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 30_000);
  afterAll(() => site.cleanup());

  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const body = (html: string) => html.slice(html.indexOf('</head>'));

  it("builds every page with a Root override that uses react-helmet-async and react-router-dom", () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it("puts a Helmet's tags in the document's head, its script too", () => {
    const html = site.read('build/intro/index.html');
    expect(head(html)).toContain('<meta name="x-root" content="yes"/>');
    expect(head(html)).toContain('<script type="application/ld+json">{"@type":"Organization","name":"Helm"}</script>');
    expect(body(html)).not.toContain('ld+json');
    expect(body(html)).not.toContain('<head>');
  });

  it("sets <html> and <body> attributes on the document's elements, keeping the theme's", () => {
    const intro = site.read('build/intro/index.html');
    expect(intro).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr" [^>]*data-path="\/intro\/">/);
    const page = site.read('build/page/index.html');
    const htmlTag = /<html\b[^>]*>/.exec(page)![0];
    expect(htmlTag).toContain('data-theme="light"');
    expect(htmlTag).toContain('data-path="/page/"');
    expect(htmlTag).toContain('class="page-html"');
    expect(htmlTag).toContain('data-page="yes"');
    expect(/<body\b[^>]*>/.exec(page)![0]).toBe('<body class="page-body">');
    expect(page.match(/<html\b/g)).toHaveLength(1);
    expect(page.match(/<body\b/g)).toHaveLength(1);
  });

  it("marks react-router-dom's NavLink on the page it leads to", () => {
    expect(site.read('build/intro/index.html')).toMatch(/<a [^>]*class="here"[^>]*aria-current="page"[^>]*>Intro<\/a>|<a [^>]*aria-current="page"[^>]*class="here"[^>]*>Intro<\/a>/);
    expect(site.read('build/page/index.html')).toMatch(/<a [^>]*href="\/intro\/"[^>]*>Intro<\/a>/);
    expect(site.read('build/page/index.html')).not.toMatch(/class="here"/);
  });

  it("takes Helmet's props: a title through its template, and meta as objects", () => {
    const page = site.read('build/page/index.html');
    expect(page.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Page title · Helm</title>']);
    expect(head(page)).toContain('<meta name="x-props" content="p"/>');
  });
});
