/**
 * The theme's own text in the languages docs-gen ships, by Docusaurus's ids (and `docs-gen.*` for its own parts), as
 * Docusaurus's theme ships its own: a locale's `code.json` overrides any of them. Plural messages give a form per
 * plural category of the language, in CLDR's order (`one|few|many|other` in Russian, `zero|one|two|few|many|other`
 * in Arabic). Admonition labels are in lower case, as Docusaurus's messages are; the theme capitalises them.
 */

import { ar } from './themeTranslations/ar.js';
import { cs } from './themeTranslations/cs.js';
import { de } from './themeTranslations/de.js';
import { es } from './themeTranslations/es.js';
import { fa } from './themeTranslations/fa.js';
import { fr } from './themeTranslations/fr.js';
import { he } from './themeTranslations/he.js';
import { id } from './themeTranslations/id.js';
import { it } from './themeTranslations/it.js';
import { ja } from './themeTranslations/ja.js';
import { ko } from './themeTranslations/ko.js';
import { nl } from './themeTranslations/nl.js';
import { pl } from './themeTranslations/pl.js';
import { pt } from './themeTranslations/pt.js';
import { ru } from './themeTranslations/ru.js';
import { sv } from './themeTranslations/sv.js';
import { tr } from './themeTranslations/tr.js';
import type { Messages } from './themeTranslations/types.js';
import { uk } from './themeTranslations/uk.js';
import { vi } from './themeTranslations/vi.js';
import { zhHans } from './themeTranslations/zh-Hans.js';
import { zhHant } from './themeTranslations/zh-Hant.js';

const BY_LANGUAGE: Record<string, Messages> = { fr, de, es, pt, it, ru, ja, ko, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ar, fa, he, uk, tr, id, pl, nl, vi, sv, cs };

/**
 * The theme's text in a locale (`zh-TW`, `pt-BR`, `fr`), by its language, and for Chinese by its script (`zh-TW` is
 * written in traditional characters); none for English or a language docs-gen does not ship.
 */
export function themeTranslationsOf(locale: string): Messages {
  let language = locale.split(/[-_]/)[0].toLowerCase();
  if (language === 'zh') {
    let script = 'Hans';
    try {
      script = new Intl.Locale(locale.replace(/_/g, '-')).maximize().script ?? script;
    } catch {
      // Not a locale Intl reads: simplified characters, the most written.
    }
    language = `zh-${script === 'Hant' ? 'Hant' : 'Hans'}`;
  }
  return BY_LANGUAGE[language] ?? {};
}
