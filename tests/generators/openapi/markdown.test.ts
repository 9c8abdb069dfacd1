import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { MarkdownRenderer } from '../../../src/generators/openapi/markdown.js';
import { repoRoot } from '../../helpers/site.js';

function collectDescriptions(node: unknown, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n) => collectDescriptions(n, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') out.push(value);
      else collectDescriptions(value, out);
    }
  }
  return out;
}

describe('MarkdownRenderer', () => {
  const renderer = new MarkdownRenderer();

  it('renders CommonMark and GFM: code, links, tables, autolinks; drops raw HTML', () => {
    const { html, links, text } = renderer.render('Use `ogc` and [the guide](/guide/).\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nSee https://status.example.com <b>bold</b>');
    expect(html).toContain('<code>ogc</code>');
    expect(html).toContain('<a href="/guide/">the guide</a>');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="https://status.example.com" target="_blank" rel="noopener noreferrer">');
    expect(html).not.toContain('<b>');
    expect(links).toEqual(['/guide/', 'https://status.example.com']);
    expect(text).toContain('Use ogc and the guide.');
  });

  it('gives headings page-unique ids and moves them below the page title', () => {
    const slugger = new GithubSlugger();
    slugger.slug('errors');
    const { html, headings } = renderer.render('# Errors\n\ntext\n\n## Codes', { slugger, minLevel: 2 });
    expect(headings).toEqual([
      { id: 'errors-1', text: 'Errors', level: 2 },
      { id: 'codes', text: 'Codes', level: 3 },
    ]);
    expect(html).toContain('<h2 id="errors-1">Errors</h2>');
  });

  it('renders plain prose through its shortcut exactly as the full pipeline does', () => {
    const document = yaml.load(fs.readFileSync(path.join(repoRoot, 'site/api/openapi.yaml'), 'utf8'));
    const samples = [
      ...collectDescriptions(document, []),
      'One line.',
      'Two\nlines  with  spaces.\n',
      'First paragraph.\n\n\nSecond "quoted" paragraph (with 50% off) and a = b + c - d.',
      '  Indented start.',
      '1. a list',
      'A line\n- then a list',
      'Hard break  \nnext',
      'Title\n=====',
      'See www.example.com',
      'mail user@example.com',
      'Tab\tinside',
    ];
    for (const markdown of samples) {
      expect(renderer.render(markdown, { minLevel: 1 }).html, markdown).toBe(renderer.renderFully(markdown));
    }
  });
});
