import { describe, expect, it } from 'vitest';
import { evaluateDocusaurusConfig } from '../../src/migrate/evaluateDocusaurusConfig.js';
import { sitesWithFiles } from '../helpers/migration.js';
import { runDocsGenAsync } from '../helpers/site.js';

/**
 * A CommonJS config that assigns a name it never declares (`/** @type {…} *\/ shared = {…}` and later `...shared`):
 * Node (and the loader Docusaurus runs configs with) runs it in sloppy mode, where the assignment makes a global.
 * Bundled as an ES module it threw "shared is not defined", and migrate stopped before reading anything.
 */
const siteWith = sitesWithFiles();

const CONFIG = `/* eslint-disable */
/** @type {object} */ shared = {
  breadcrumbs: false,
};

function section(name) {
  helperLabel = name.toUpperCase();
  return ['@docusaurus/plugin-content-docs', { id: name, path: 'docs/' + name, routeBasePath: name, ...shared }];
}

module.exports = {
  title: 'Sloppy',
  url: 'https://sloppy.test',
  baseUrl: '/',
  plugins: [section('guides')],
  presets: [['classic', { docs: { path: 'docs/home', ...shared } }]],
};
`;

describe('a CommonJS config that assigns undeclared names', () => {
  it('loads, with the names global as in sloppy mode', async () => {
    const site = siteWith({ 'docusaurus.config.js': CONFIG, 'docs/home/intro.md': '# Intro\n', 'docs/guides/start.md': '# Start\n' });
    const { config } = await evaluateDocusaurusConfig(`${site.dir}/docusaurus.config.js`);
    expect(config.title).toBe('Sloppy');
    const plugins = config.plugins as [string, Record<string, unknown>][];
    expect(plugins[0][1]).toMatchObject({ id: 'guides', breadcrumbs: false });
    expect((globalThis as Record<string, unknown>).helperLabel).toBe('GUIDES');
  });

  it('is migrated, and the site builds', async () => {
    const site = siteWith({ 'docusaurus.config.js': CONFIG, 'docs/home/intro.md': '# Intro\n', 'docs/guides/start.md': '# Start\n' });
    const migrated = await runDocsGenAsync(['migrate', site.dir]);
    expect(migrated.stderr).not.toMatch(/not defined/);
    expect(migrated.code).toBe(0);
    expect(site.read('docs-gen.config.ts')).toMatch(/routeBasePath: '\/?guides'/);
    const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(built.code).toBe(0);
    expect(site.read('build/guides/start/index.html')).toContain('Start');
  }, 60_000);

  it('still throws where the file is strict, as Node would', async () => {
    const site = siteWith({ 'docusaurus.config.js': `'use strict';\n${CONFIG.replaceAll('shared', 'strictShared')}` });
    await expect(evaluateDocusaurusConfig(`${site.dir}/docusaurus.config.js`)).rejects.toThrow(/strictShared is not defined/);
  });
});
