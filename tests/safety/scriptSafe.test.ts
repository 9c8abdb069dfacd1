import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptSafeJson } from '../../src/shared/scriptSafeJson.js';
import { InlineScript } from '../../templates/InlineScript.js';
import { hasChromium, launchBrowser, serveStatic } from '../helpers/browser.js';
import { runDocsGenAsync, tempSite, type RunResult } from '../helpers/site.js';

/**
 * Issue #10 item 4: every string a site takes from its config, front matter, OpenAPI document or CLI spec
 * carries both payloads at once: one that closes an inline script, and one that breaks out of an attribute.
 * One build; then no file holds either unescaped, and no page runs them in Chromium.
 */
const CLOSE_SCRIPT = '</script><script>window.__pwned=1</script>';
const BREAK_ATTRIBUTE = '"><img src=x onerror="window.__pwned=1">';
const PAYLOAD = `x${CLOSE_SCRIPT}${BREAK_ATTRIBUTE}`;
/** As a YAML (and JSON and TypeScript) string literal. */
const Q = JSON.stringify(PAYLOAD);

const config = `import { defineConfig } from 'docs-gen';

const p = ${Q};

export default defineConfig({
  title: p,
  url: 'https://docs.example.com/' + p,
  locale: p,
  tagline: p,
  favicon: p,
  docsVersionLabel: p,
  content: [{ path: 'docs', routeBasePath: '/' }],
  openapi: { file: 'openapi.yaml', routeBasePath: '/api' },
  cliReference: { file: 'tool.yaml', routeBasePath: '/cli' },
  navbar: {
    title: p,
    logo: { src: p, alt: p, href: p },
    items: [
      { label: p, to: '/', position: 'left' },
      { label: p, href: 'https://example.com/' + p, position: 'right' },
      { type: 'dropdown', label: p, items: [{ label: p, href: 'https://example.com/?q=' + p }] },
    ],
  },
  footer: {
    style: 'dark',
    links: [{ title: p, items: [{ label: p, href: 'https://example.com/' + p }, { label: p, to: '/guide/' }] }],
    logo: { src: p, alt: p, href: 'https://example.com/' + p },
    copyright: 'Copyright Example',
  },
  announcementBar: { id: p, content: 'Plain announcement', backgroundColor: p, textColor: p, isCloseable: true },
  analytics: { gtmContainerId: p, gtagTrackingId: p },
});
`;

const frontMatter = (extra = '') => `---
title: ${Q}
description: ${Q}
keywords: [${Q}, ${Q}]
sidebar_label: ${Q}
image: ${Q}
pagination_label: ${Q}
${extra}---
`;

const page = `${frontMatter()}
Text with \`${PAYLOAD}\` in inline code.

:::note ${PAYLOAD}
An admonition whose title is the payload.
:::

\`\`\`html title='${PAYLOAD}' {1}
${PAYLOAD}
\`\`\`

## Heading with \`${PAYLOAD}\`

See the [guide](./guide.md).
`;

const openapi = `openapi: 3.0.3
info:
  title: ${Q}
  description: ${Q}
  version: ${Q}
servers:
  - url: ${JSON.stringify(`https://api.example.com/${PAYLOAD}`)}
    description: ${Q}
tags:
  - name: ${Q}
    description: ${Q}
paths:
  /things:
    get:
      operationId: ${Q}
      summary: ${Q}
      description: ${JSON.stringify(`${PAYLOAD}\n\n[link](javascript:window.__pwned=1) and <script>window.__pwned=1</script>`)}
      tags: [${Q}]
      parameters:
        - name: ${Q}
          in: query
          description: ${Q}
          example: ${Q}
          schema:
            type: string
            enum: [${Q}, plain]
            default: ${Q}
        - name: ${Q}
          in: header
          description: ${Q}
          schema: { type: string, example: ${Q} }
      responses:
        '200':
          description: ${Q}
          headers:
            ${Q}:
              description: ${Q}
              schema: { type: string }
          content:
            application/json:
              schema:
                type: object
                description: ${Q}
                properties:
                  ${Q}:
                    type: string
                    description: ${Q}
                    example: ${Q}
                    pattern: ${Q}
              example:
                ${Q}: ${Q}
    post:
      summary: ${Q}
      requestBody:
        description: ${Q}
        content:
          application/json:
            schema:
              type: object
              properties:
                name: { type: string, title: ${Q}, enum: [${Q}] }
            examples:
              one:
                summary: ${Q}
                description: ${Q}
                value: { name: ${Q} }
      responses:
        '204':
          description: ${Q}
`;

const cliSpec = `name: tool
version: ${Q}
summary: ${Q}
description: ${JSON.stringify(`${PAYLOAD}\n\n[link](javascript:window.__pwned=1) <img src=x onerror="window.__pwned=1">\n\n\`\`\`sh title='${PAYLOAD}'\n${PAYLOAD}\n\`\`\``)}
flags:
  - name: output
    type: string
    default: ${Q}
    enum: [${Q}, json]
    description: ${Q}
exitCodes:
  - code: 3
    description: ${Q}
commands:
  - name: box
    summary: ${Q}
    description: ${Q}
    args:
      - name: box-id
        description: ${Q}
        required: true
    flags:
      - name: size
        type: string
        default: ${Q}
        description: ${Q}
    examples:
      - description: ${Q}
        command: ${JSON.stringify(`tool box ${PAYLOAD}`)}
        output: ${Q}
`;

/** What a browser would read as markup; text such as `&#x3C;img src=x onerror="…` in highlighted code is inert. */
const UNESCAPED = [CLOSE_SCRIPT, '<script>window.__pwned', '<img src=x onerror'];

/**
 * What of a file a reader's software would treat as markup: HTML, JSON and XML whole; of Markdown and text
 * files (the pages' Markdown, llms.txt), everything outside code, where the payload is shown as written.
 */
function markupOf(file: string): string {
  const text = fs.readFileSync(file, 'utf8');
  if (!/\.(md|txt)$/.test(file)) return text;
  return text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('scriptSafeJson', () => {
  const value = { id: PAYLOAD, amp: 'a&b<!--c-->', lines: 'a\u2028b\u2029c', nested: [CLOSE_SCRIPT] };

  it('writes no character that can end a script, open a comment or an entity, or end a line', () => {
    const text = scriptSafeJson(value, 2);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('reads back as the same value, as JSON and as JavaScript', () => {
    const text = scriptSafeJson(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(new Function(`return ${text};`)()).toEqual(value);
  });

  it('has no JSON form for undefined, so nothing half-written reaches a page', () => {
    expect(() => scriptSafeJson(undefined)).toThrow(/no JSON form/);
  });

  it('is the only way into inline script text: InlineScript refuses code that closes the element', () => {
    expect(() => InlineScript({ code: `var a = "${CLOSE_SCRIPT}";` })).toThrow(/must not contain/);
    expect(() => InlineScript({ code: 'var a = "<!--";' })).toThrow(/must not contain/);
    expect(InlineScript({ code: `var a = ${scriptSafeJson(CLOSE_SCRIPT)};` }).props.dangerouslySetInnerHTML.__html).toContain('\\u003c/script');
  });
});

describe('script-safe output (issue #10 item 4)', () => {
  const site = tempSite();
  let result: RunResult;
  let browser: Browser | undefined;
  const outDir = path.join(site.dir, 'build');

  beforeAll(async () => {
    site.write('docs-gen.config.ts', config);
    site.write('docs/index.md', page);
    site.write('docs/guide.md', `${frontMatter(`pagination_prev: index\n`)}\nThe guide.\n`);
    site.write('docs/more/_category_.json', JSON.stringify({ label: PAYLOAD, position: 3 }));
    site.write('docs/more/page.md', `${frontMatter()}\nMore.\n`);
    site.write('openapi.yaml', openapi);
    site.write('tool.yaml', cliSpec);
    result = await runDocsGenAsync(['build', site.dir]);
    if (hasChromium()) browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    site.cleanup();
  });

  it('builds, with the payload in every field', () => {
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    const home = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    // The payload really reached the page (escaped), so the checks below test something.
    expect(home).toContain('x&lt;/script&gt;&lt;script&gt;window.__pwned=1');
    expect(home).toContain('\\u003c/script\\u003e\\u003cscript\\u003ewindow.__pwned=1');
  });

  it('writes the payload unescaped into no HTML page, search index or data file', () => {
    const files = filesUnder(outDir).filter((f) => /\.(html|json|xml|txt|md)$/.test(f));
    expect(files.some((f) => f.includes(`${path.sep}search${path.sep}`))).toBe(true);
    expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThanOrEqual(6);
    const found = files.flatMap((file) => {
      const text = markupOf(file);
      return UNESCAPED.filter((needle) => text.includes(needle)).map((needle) => `${path.relative(outDir, file)}: ${needle}`);
    });
    expect(found).toEqual([]);
    const index = filesUnder(outDir).find((f) => f.includes(`${path.sep}search${path.sep}`))!;
    expect(fs.readFileSync(index, 'utf8')).toContain('\\u003c/script\\u003e');
    expect(JSON.stringify(JSON.parse(fs.readFileSync(index, 'utf8')))).toContain(CLOSE_SCRIPT);
  });

  it('escapes the base URL wherever it is written', async () => {
    const other = tempSite();
    try {
      other.write('docs-gen.config.ts', `import { defineConfig } from 'docs-gen';\nexport default defineConfig({ title: 'T', baseUrl: ${JSON.stringify(`/${PAYLOAD}/`)} });\n`);
      other.write('docs/index.md', '# Home\n\nSee the [guide](./guide.md).\n');
      other.write('docs/guide.md', '# Guide\n');
      const built = await runDocsGenAsync(['build', other.dir]);
      expect(built.code, `${built.stdout}\n${built.stderr}`).toBe(0);
      const out = path.join(other.dir, 'build');
      const home = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
      expect(home).toContain('href="/x&lt;/script&gt;');
      const found = filesUnder(out)
        .filter((f) => /\.(html|json|xml|txt|md)$/.test(f))
        .flatMap((file) => UNESCAPED.filter((needle) => markupOf(file).includes(needle)).map((n) => `${path.relative(out, file)}: ${n}`));
      expect(found).toEqual([]);
    } finally {
      other.cleanup();
    }
  });

  it('drops script URLs and raw HTML from spec Markdown', () => {
    const html = filesUnder(outDir)
      .filter((f) => f.endsWith('.html'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    expect(html).not.toMatch(/href="javascript:window/i);
    expect(html).not.toMatch(/<img src="?x"? onerror/i);
  });

  it('runs none of it in Chromium', async (ctx) => {
    if (!browser) return ctx.skip();
    const server = await serveStatic(outDir);
    try {
      // A page that redirects (a reference's base route) sends the browser to one visited anyway.
      const pages = filesUnder(outDir)
        .filter((f) => f.endsWith('index.html') && !fs.readFileSync(f, 'utf8').includes('http-equiv="refresh"'))
        .map((f) => `/${path.relative(outDir, path.dirname(f)).split(path.sep).join('/')}/`.replace(/^\/+\/?/, '/'));
      expect(pages.length).toBeGreaterThanOrEqual(6);
      const context = await browser.newContext();
      // Analytics ids point at googletagmanager.com: nothing leaves the machine.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      for (const route of pages) {
        await page.goto(server.url + route, { waitUntil: 'load' });
        const state = await page.evaluate<Record<string, unknown>>(`({
          pwned: window.__pwned,
          handlers: document.querySelectorAll('[onerror]').length,
          scripts: [...document.scripts].filter((s) => s.textContent.trim() === 'window.__pwned=1').length,
        })`);
        expect({ route, ...state }).toEqual({ route, pwned: undefined, handlers: 0, scripts: 0 });
      }
      // Client-side navigation swaps in fetched pages; follow a link and check again.
      await page.goto(`${server.url}/`, { waitUntil: 'load' });
      await page.click('a[href="/guide/"]');
      await page.waitForURL(`${server.url}/guide/`);
      expect(await page.evaluate('window.__pwned')).toBeUndefined();
      expect(dialogs).toEqual([]);
      await context.close();
    } finally {
      await server.close();
    }
  }, 60_000);
});
