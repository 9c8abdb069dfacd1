import { afterEach } from 'vitest';
import { tempSite } from './site.js';

/** Config text without layout (spaces, line breaks, trailing commas), so assertions do not depend on line lengths. */
export const squash = (text: string) => text.replace(/\s+/g, '').replace(/,([}\]])/g, '$1');

/** A Docusaurus config module exporting `body` (JavaScript source of the object). */
export const docusaurusConfig = (body: string) => `module.exports = { title: 'T', url: 'https://t.test', baseUrl: '/', ${body} };\n`;

/** What migrate left out, as path → reason. */
export const listed = (notCarried: { path: string; value: string; reason?: string }[]) => Object.fromEntries(notCarried.map((n) => [n.path, n.reason]));

/** Makes temporary folders with given files, each removed after the test that made it (registers the `afterEach`). */
export function sitesWithFiles(): (files: Record<string, string>) => ReturnType<typeof tempSite> {
  const sites: ReturnType<typeof tempSite>[] = [];
  afterEach(() => {
    for (const site of sites.splice(0)) site.cleanup();
  });
  return (files) => {
    const site = tempSite();
    sites.push(site);
    for (const [file, text] of Object.entries(files)) site.write(file, text);
    return site;
  };
}
