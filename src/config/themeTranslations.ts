/**
 * The theme's own text in the languages docs-gen ships, by Docusaurus's ids (and `docs-gen.*` for its own parts), as
 * Docusaurus's theme ships its own: a locale's `code.json` overrides any of them. Plural messages give a form per
 * plural category of the language, in CLDR's order (`one|few|many|other` in Russian, `zero|one|two|few|many|other`
 * in Arabic, `one|two|few|other` in Slovenian). Admonition labels are in lower case, as Docusaurus's messages are; the
 * theme capitalises them.
 */

import { ar } from './themeTranslations/ar.js';
import { bg } from './themeTranslations/bg.js';
import { bn } from './themeTranslations/bn.js';
import { cs } from './themeTranslations/cs.js';
import { da } from './themeTranslations/da.js';
import { de } from './themeTranslations/de.js';
import { es } from './themeTranslations/es.js';
import { et } from './themeTranslations/et.js';
import { fa } from './themeTranslations/fa.js';
import { fi } from './themeTranslations/fi.js';
import { fr } from './themeTranslations/fr.js';
import { he } from './themeTranslations/he.js';
import { hi } from './themeTranslations/hi.js';
import { hr } from './themeTranslations/hr.js';
import { hu } from './themeTranslations/hu.js';
import { id } from './themeTranslations/id.js';
import { it } from './themeTranslations/it.js';
import { ja } from './themeTranslations/ja.js';
import { ko } from './themeTranslations/ko.js';
import { nb } from './themeTranslations/nb.js';
import { nl } from './themeTranslations/nl.js';
import { pl } from './themeTranslations/pl.js';
import { pt } from './themeTranslations/pt.js';
import { ru } from './themeTranslations/ru.js';
import { sk } from './themeTranslations/sk.js';
import { sl } from './themeTranslations/sl.js';
import { srLatn } from './themeTranslations/sr-Latn.js';
import { sr } from './themeTranslations/sr.js';
import { sv } from './themeTranslations/sv.js';
import { tr } from './themeTranslations/tr.js';
import type { Messages } from './themeTranslations/types.js';
import { uk } from './themeTranslations/uk.js';
import { vi } from './themeTranslations/vi.js';
import { zhHans } from './themeTranslations/zh-Hans.js';
import { zhHant } from './themeTranslations/zh-Hant.js';

/** By language, and for a language the theme ships in two scripts, by language and script (`zh-Hant`, `sr-Latn`). */
const BY_LANGUAGE: Record<string, Messages> = {
  fr,
  de,
  es,
  pt,
  it,
  ru,
  ja,
  ko,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  ar,
  fa,
  he,
  uk,
  tr,
  id,
  pl,
  nl,
  vi,
  sv,
  cs,
  da,
  nb,
  hu,
  hi,
  bg,
  sk,
  hr,
  sl,
  'sr-Cyrl': sr,
  'sr-Latn': srLatn,
  et,
  bn,
  fi,
};

/**
 * The languages the theme ships in more than one script: the scripts, the one a locale that names none is read in,
 * when its region does not say (`sr-ME` is written in Latin letters), first. Chinese is simplified unless traditional;
 * Serbian is Cyrillic unless Latin, as Docusaurus's `sr` is.
 */
const SCRIPTS: Record<string, string[]> = { zh: ['Hans', 'Hant'], sr: ['Cyrl', 'Latn'] };

/**
 * Another code for a language the theme ships: `no`, Norwegian, is written in Bokmål by most, and CLDR's `no` is
 * Bokmål. Nynorsk (`nn`) is a written standard of its own, which the theme does not ship: its text stays English.
 */
const SAME_LANGUAGE: Record<string, string> = { no: 'nb' };

/**
 * The theme's text in a locale (`zh-TW`, `pt-BR`, `nb-NO`, `fr`), by its language, and where the theme ships the
 * language in two scripts, by the script it names or its language and region are written in (`zh-TW` in traditional
 * characters, `sr-Latn` and `sr-ME` in Latin letters); none for English or a language docs-gen does not ship.
 */
export function themeTranslationsOf(locale: string): Messages {
  const subtag = locale.split(/[-_]/)[0].toLowerCase();
  const language = SAME_LANGUAGE[subtag] ?? subtag;
  const scripts = SCRIPTS[language];
  if (!scripts) return BY_LANGUAGE[language] ?? {};
  let script = scripts[0];
  try {
    script = new Intl.Locale(locale.replace(/_/g, '-')).maximize().script ?? script;
  } catch {
    // Not a locale Intl reads: the language's first script.
  }
  return BY_LANGUAGE[`${language}-${scripts.includes(script) ? script : scripts[0]}`];
}
