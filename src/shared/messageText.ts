/**
 * Text of the theme made outside its components (the titles of the pages the blog and the tags make), in the
 * locale being built: the locale's message for an id, else the default, with `{name}` filled in, and the form of a
 * plural message (`'One post|{count} posts'`) a count takes by the locale's rules. Pure.
 */

import { fillMessage } from './fillMessage.js';

/** Plural categories in the order Docusaurus lists a message's forms (`'1 item|{count} items'`). */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Plural rules by locale, with their categories in message order: the theme asks for them on every page. */
const pluralRules = new Map<string, { rules: Intl.PluralRules; order: string[] }>();

/** A malformed locale (`en_US`) has no plural rules: its counts take English's, so its pages still build. */
function newPluralRules(locale: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(locale);
  } catch {
    return new Intl.PluralRules('en');
  }
}

function pluralRulesOf(locale: string): { rules: Intl.PluralRules; order: string[] } {
  let entry = pluralRules.get(locale);
  if (!entry) {
    const rules = newPluralRules(locale);
    const order = PLURAL_ORDER.filter((category) => rules.resolvedOptions().pluralCategories.includes(category as Intl.LDMLPluralRule));
    pluralRules.set(locale, (entry = { rules, order }));
  }
  return entry;
}

/** The form of a `'one|other'` message (as many forms as the locale has categories) that a count takes. */
export function pluralForm(locale: string, count: number, message: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0];
  const { rules, order } = pluralRulesOf(locale);
  return forms[order.indexOf(rules.select(count))] ?? forms[forms.length - 1];
}

export interface MessageText {
  /** The locale's message for an id, else `message`, with `{name}` filled in from `values`. */
  text(id: string, message: string, values?: Record<string, string | number>): string;
  /** The form of a plural message that `count` takes. */
  plural(count: number, message: string): string;
}

/** The theme's text in a locale, from its messages by id (`SiteI18n.translations`). */
export function messageTextOf(translations: Record<string, string>, locale: string): MessageText {
  return {
    text: (id, message, values) => fillMessage(translations[id] || message, values),
    plural: (count, message) => pluralForm(locale, count, message),
  };
}

/** English as written in the code, for pages made without a site (tests, a page alone). */
export const ENGLISH: MessageText = messageTextOf({}, 'en');
