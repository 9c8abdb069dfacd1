import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { requireBuiltSite } from '../../helpers/builtSite.js';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { serveRealSite } from '../theme/realSite.js';
import { switchColorMode } from './axe.js';

/** Every built page's HTML, read once. */
function builtPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

/** The inline styles the highlighter wrote on tokens (`color:#…;--shiki-dark:#…`), each once. */
function tokenStyles(pages: string[]): string[] {
  const styles = new Set<string>();
  for (const html of pages) {
    for (const block of html.matchAll(/<pre class="shiki[^]*?<\/pre>/g)) {
      for (const span of block[0].matchAll(/<span style="([^"]*)"/g)) styles.add(span[1]);
    }
  }
  return [...styles].sort();
}

type Rgba = [number, number, number, number];

function parseColour(css: string): Rgba {
  const parts = /rgba?\(([^)]+)\)/.exec(css)?.[1].split(/[\s,/]+/).filter(Boolean).map(Number);
  if (!parts || parts.length < 3) throw new Error(`Cannot read the colour ${css}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of a colour on an opaque background. */
function contrast(text: Rgba, background: Rgba): number {
  const [a, b] = [luminance(over(text, background)), luminance(background)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * Each sample's text colour and background as the browser computes them: the backgrounds of the sample and its
 * ancestors, innermost first, down to the first opaque one.
 */
const MEASURE = `Array.from(document.querySelectorAll('[data-sample]'), (el) => {
  const backgrounds = [];
  for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
    const bg = getComputedStyle(node).backgroundColor;
    backgrounds.push(bg);
    if (/^rgb\\(/.test(bg)) break;
  }
  return { sample: el.dataset.sample, color: getComputedStyle(el).color, backgrounds };
})`;

/**
 * Issue 15 §8: every token colour the light and dark highlighting themes use in the site's code blocks reaches
 * WCAG AA contrast (4.5:1) on the code background, on a highlighted line too, and so do a shell session's
 * prompt and output. The token styles come from the built site; they are shown with the site's own CSS in
 * each kind of line the highlighter writes, in both colour modes.
 */
describe.skipIf(!hasChromium())('code highlighting contrast', () => {
  let browser: Browser;
  let real: Awaited<ReturnType<typeof serveRealSite>>;
  let pages: string[];

  beforeAll(async () => {
    pages = builtPages(requireBuiltSite());
    [browser, real] = await Promise.all([launchBrowser(), serveRealSite()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), real?.close()]);
  });

  it('every token colour, the shell prompt and output reach 4.5:1 on normal and highlighted lines, light and dark', async () => {
    const styles = tokenStyles(pages);
    expect(styles.length).toBeGreaterThan(5);
    // The line kinds the samples are shown in all occur in the site, so the samples copy real markup.
    const all = pages.join('\n');
    for (const marker of ['class="line highlighted"', 'class="line shell-command"', 'class="line shell-output"', 'class="shell-prompt"']) {
      expect(all, marker).toContain(marker);
    }

    const samples = (kind: string) =>
      [
        ...styles.map((style, i) => `<span data-sample="token ${style}${kind}" style="${style}">token${i}</span>`),
        `<span class="shell-prompt" aria-hidden="true" data-sample="shell prompt${kind}">$ </span>`,
      ].join(' ');
    const lines = [
      `<span class="line shell-command">${samples('')}</span>`,
      `<span class="line highlighted shell-command">${samples(' (highlighted line)')}</span>`,
      '<span class="line shell-output"><span data-sample="shell output">output</span></span>',
      '<span class="line highlighted shell-output"><span data-sample="shell output (highlighted line)">output</span></span>',
    ];

    const page: Page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${real.url}/virtual-machines/get-started/`);
    // The samples replace the lines of a real code block, inside its own <pre class="shiki"> and .code-block.
    const replaced = await page.evaluate(`(() => {
      const code = document.querySelector('.code-block pre.shiki code');
      if (code) code.innerHTML = ${JSON.stringify(lines.join('\n'))};
      return Boolean(code);
    })()`);
    expect(replaced).toBe(true);

    const failures: string[] = [];
    let measured = 0;
    for (let round = 0; round < 2; round++) {
      const mode = await page.locator('html').getAttribute('data-theme');
      const found = (await page.evaluate(MEASURE)) as { sample: string; color: string; backgrounds: string[] }[];
      for (const { sample, color, backgrounds } of found) {
        const background = backgrounds.map(parseColour).reduceRight<Rgba | undefined>((below, bg) => (below ? over(bg, below) : bg), undefined)!;
        const text = parseColour(color);
        const ratio = contrast(text, background);
        measured++;
        if (ratio < 4.5) failures.push(`${mode}: ${sample}: ${hex(over(text, background))} on ${hex(background)} is ${ratio.toFixed(2)}:1`);
      }
      if (round === 0) expect(await switchColorMode(page)).not.toBe(mode);
    }
    expect(measured).toBe(2 * (4 + 2 * styles.length));
    expect(failures).toEqual([]);
    await page.close();
  });
});
