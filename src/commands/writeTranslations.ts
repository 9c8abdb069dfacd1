import fs from 'node:fs';
import path from 'node:path';
import { recordShownMessages } from '../../templates/translate.js';
import { blogPluginFolder, docsMessagesFile, footerMessages, localizedFolder, navbarMessages, readTranslationFile } from '../config/i18n.js';
import { themeTranslationsOf } from '../config/themeTranslations.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { analyzeSite } from '../pipeline/analyzeSite.js';
import { renderSite } from '../pipeline/buildSite.js';
import type { AnalyzedSite } from '../pipeline/sitePipeline.js';
import { CLIENT_STRINGS } from '../shared/clientStrings.js';
import { sidebarMessages } from '../sidebars/translateSidebars.js';
import { writeFileWhole } from '../util/buildCache.js';
import { printFailure } from './report.js';

/** A translations file to write: its path under the locale's folder, and its messages by key, as written in the site. */
interface MessagesFile {
  file: string;
  messages: Record<string, string>;
}

/**
 * Every translations file of the site, with the text as written: the theme's and site code's messages shown on
 * some page (and the runtime's), the navbar's, the footer's, each docs folder's and version's sidebars, and the
 * blog's titles, in Docusaurus's files and keys.
 */
function messagesFiles(site: AnalyzedSite, shown: Map<string, string>): MessagesFile[] {
  const { config, graph } = site;
  const code = Object.fromEntries([...Object.entries(CLIENT_STRINGS), ...shown]);
  const files: MessagesFile[] = [
    { file: 'code.json', messages: code },
    { file: 'docusaurus-theme-classic/navbar.json', messages: navbarMessages(config.navbar) },
    { file: 'docusaurus-theme-classic/footer.json', messages: footerMessages(config.footer) },
  ];
  for (const root of config.content) {
    const folder = localizedFolder('', root);
    if (!folder || root.layout) continue;
    const messages: Record<string, string> = { 'version.label': root.version?.label ?? config.docsVersionLabel };
    for (const [key, owner] of graph.sidebarOwners) if (owner.root === root) sidebarMessages(graph.sidebars[key], owner.name, messages);
    files.push({ file: path.join(path.dirname(folder), docsMessagesFile(root)), messages });
  }
  for (const { id, blogTitle, blogDescription, blogSidebarTitle } of config.blogs) {
    files.push({ file: `${blogPluginFolder(id)}/options.json`, messages: { title: blogTitle, description: blogDescription, 'sidebar.title': blogSidebarTitle } });
  }
  return files;
}

/**
 * Adds the messages a file lacks to it, keeping every message it has (translated or not) as written, with its
 * description. New messages are the theme's own translation where it ships one, else the text as written.
 */
function mergedFile(file: string, messages: Record<string, string>, theme: Record<string, string>): { text: string; added: number; total: number } {
  // Checked (and its problems located) as the build reads it.
  readTranslationFile(file);
  const existing = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...existing };
  let added = 0;
  for (const key of Object.keys(messages).sort()) {
    if (key in merged) continue;
    merged[key] = { message: theme[key] ?? messages[key] };
    added++;
  }
  return { text: `${JSON.stringify(merged, null, 2)}\n`, added, total: Object.keys(merged).length };
}

/**
 * `docs-gen write-translations`: the translations files of a locale (by default the default one) with every message
 * of the site, as Docusaurus's command of that name writes them, for a translator to fill in. Files that exist keep
 * what they hold; only missing messages are added.
 */
export async function runWriteTranslations(dir: string, options: { locale?: string; quiet?: boolean }): Promise<void> {
  try {
    const shown = recordShownMessages();
    // The site as written: its labels are the translations' keys.
    const site = await analyzeSite(dir, { untranslated: true });
    await renderSite(site, undefined, { cache: false });
    const { i18n } = site.config;
    const locale = options.locale ?? i18n.defaultLocale;
    if (!i18n.locales.some((l) => l.locale === locale)) {
      throw new DocsGenError(`The locale "${locale}" is not one of the site's: ${i18n.locales.map((l) => l.locale).join(', ')}`, {
        file: site.config.configFile ?? site.config.rootDir,
        hint: 'Pick one of "i18n.locales", or add it there.',
      });
    }
    const folder = path.join(i18n.root, i18n.locales.find((l) => l.locale === locale)!.translationsFolder);
    const theme = themeTranslationsOf(locale);
    for (const { file, messages } of messagesFiles(site, shown)) {
      const target = path.join(folder, file);
      const merged = mergedFile(target, messages, file === 'code.json' ? theme : {});
      if (!merged.added && fs.existsSync(target)) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      writeFileWhole(target, merged.text);
      if (!options.quiet) process.stdout.write(`Wrote ${path.relative(process.cwd(), target) || target}: ${merged.added} new of ${merged.total} messages\n`);
    }
  } catch (error) {
    printFailure(error);
  }
}
