import { CLIENT_STRINGS_ID } from '../shared/clientStrings.js';
import { fillMessage } from '../shared/fillMessage.js';

let table: Record<string, string> | undefined;

/**
 * Text of the runtime in the page's locale: the page's table of translations (see clientStrings.ts) gives it for
 * the English text, with `{name}` filled in from `values`.
 */
export function tr(english: string, values?: Record<string, string | number>): string {
  table ??= JSON.parse(document.getElementById(CLIENT_STRINGS_ID)?.textContent || '{}') as Record<string, string>;
  return fillMessage(table[english] ?? english, values);
}
