/**
 * How search splits and normalises words. The index builder (Node) and the search dialog (browser) both use
 * these functions: a query only finds a page when both sides turned the same word into the same term. Pure.
 */

/** Words too common to tell pages apart. Dropping them keeps the index small and AND queries meaningful. */
const STOP_WORDS = new Set(
  `a about after again all also am an and any are as at be because been before being both but by can could did
  do does doing during each either else etc even every few for from further had has have having he her here his how
  however i if in into is it its itself just let may me might more most must my no nor not now of off often on once
  one only or other our out over own same she should so some such than that the their them then there these they
  this those through to too under until upon us very via was we were what when where whether which while who whom
  why will with within without would yet you your`.split(/\s+/),
);

/**
 * `--flag-name`, an API path like `/vms/{id}` (after a space), or a run of letters and digits, joined by
 * `-`, `_`, or a `.` between digits (`2.49`, `ubuntu-22.04`).
 */
const TOKEN = /--[\p{L}\p{N}][\p{L}\p{N}_-]*|(?<!\S)\/[\p{L}\p{N}{}_.-]+(?:\/[\p{L}\p{N}{}_.-]+)*|[\p{L}\p{N}]+(?:(?:[-_]|(?<=\p{N})\.(?=\p{N}))[\p{L}\p{N}]+)*/gu;
/**
 * TOKEN for text of ASCII characters only, where a letter is `[A-Za-z]` and a digit `[0-9]`: the same tokens, found
 * several times faster than through Unicode's property classes. Most of a docs site's text is ASCII.
 */
const ASCII_TOKEN = /--[A-Za-z0-9][A-Za-z0-9_-]*|(?<!\S)\/[A-Za-z0-9{}_.-]+(?:\/[A-Za-z0-9{}_.-]+)*|[A-Za-z0-9]+(?:(?:[-_]|(?<=[0-9])\.(?=[0-9]))[A-Za-z0-9]+)*/g;
const NOT_ASCII = /[^\0-\x7f]/;
const WORD = /[\p{L}\p{N}]+/gu;
/** A price or a version, `2.49` or `1.29.3`: one term, as a reader types it. */
const DOTTED_NUMBER = /(?<![\p{L}\p{N}])\p{N}+(?:\.\p{N}+)+(?![\p{L}\p{N}])/gu;
const IS_DOTTED_NUMBER = /^\p{N}+(?:\.\p{N}+)+$/u;
/** Where camelCase words break: `nodeSelector`, and tables flattened to `SymptomCauseFix` by the text extractor. */
const CASE_BREAK = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;

/** Chinese and Japanese characters: written without spaces between words. */
const UNSPACED = /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]+/gu;

/**
 * A word's terms where it holds Chinese or Japanese text: each run of those characters as its overlapping pairs
 * (`数据库` → `数据`, `据库`), as search engines index text without word breaks, so that any two or more
 * characters of it find it whatever the words; the letters and digits around a run stay words.
 */
function unspacedTerms(word: string): string[] {
  const runs = [...word.matchAll(UNSPACED)];
  if (!runs.length) return [word];
  const out: string[] = [];
  let at = 0;
  for (const match of runs) {
    if (match.index > at) out.push(word.slice(at, match.index));
    const run = [...match[0]];
    if (run.length === 1) out.push(run[0]);
    for (let i = 0; i + 1 < run.length; i++) out.push(run[i] + run[i + 1]);
    at = match.index + match[0].length;
  }
  if (at < word.length) out.push(word.slice(at));
  return out;
}

/** An HTTP method before a path: `GET /vms` is one term, `get/vms`, so it finds that operation alone. */
const METHOD = /^(?:get|put|post|patch|delete|head|options)$/i;
const METHOD_PATH = /^(?:get|put|post|patch|delete|head|options)\//;

/**
 * Document side: every word and the parts of camelCase words, plus each `--flag` as one term (so the query
 * `--sku` finds the flag, not every "sku"), plus hyphenated words whole and written together (so `autoscaling`
 * finds "auto-scaling"). In the keywords field, where generated API pages list "POST /vms", a path is a term too, and
 * so is the method with its path, so `POST /vms` finds that operation before `POST /vms/{id}/restart`.
 */
export function tokenizeDocument(text: string, field?: string, expand: (token: string) => readonly string[] = tokenTerms): string[] {
  const out: string[] = [];
  let previous = '';
  for (const token of text.match(NOT_ASCII.test(text) ? TOKEN : ASCII_TOKEN) ?? []) {
    if (token.startsWith('/') && field === 'keywords') {
      out.push(token);
      if (METHOD.test(previous)) out.push(`${previous}${token}`);
    }
    previous = token;
    for (const term of expand(token)) out.push(term);
  }
  return out;
}

/** The terms one token of a document gives, whatever its field and neighbours (see tokenizeDocument). Pure. */
export function tokenTerms(token: string): string[] {
  const out: string[] = [];
  const words = token.match(WORD) ?? [];
  for (const word of words.flatMap(unspacedTerms)) {
    const parts = word.split(CASE_BREAK);
    // Four parts or more is rarely one identifier, mostly table cells the text extractor glued together.
    if (parts.length < 4) out.push(word);
    if (parts.length > 1) out.push(...parts);
  }
  if (token.startsWith('--')) out.push(token);
  else if (words.length > 1 && token.includes('-')) out.push(words.join(''), token);
  out.push(...dottedNumbers(token));
  return out;
}

function dottedNumbers(token: string): string[] {
  return token.includes('.') && !token.startsWith('/') ? (token.match(DOTTED_NUMBER) ?? []) : [];
}

/**
 * Query side: a `--flag`, an API path (with the method before it), a number or a hyphenated name
 * (`h100-sxm-8x`, `get-config`: the name, not each of its parts anywhere on the page) stays whole; every other
 * token splits into its words.
 */
export function tokenizeQuery(text: string): string[] {
  const out: string[] = [];
  for (const token of text.match(TOKEN) ?? []) {
    const words = token.match(WORD) ?? [];
    if (token.startsWith('/') && out.length && METHOD.test(out[out.length - 1])) out.push(`${out.pop()}${token}`);
    else if (token.startsWith('--') || token.startsWith('/') || IS_DOTTED_NUMBER.test(token)) out.push(token);
    else if (words.length > 1 && token.includes('-')) out.push(token);
    else out.push(...words.flatMap(unspacedTerms), ...dottedNumbers(token));
  }
  return out;
}

/** Plural to singular, so `drivers` finds "driver" and `vms` finds "VM". Crude on purpose: both sides agree. */
function stem(term: string): string {
  // Names with digits are not plurals: `l40s` is a GPU, not several `l40`.
  if (/\d/.test(term)) return term;
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length >= 3 && term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  return term;
}

/**
 * Path parameters match whatever they are called: `/vms/{id}` finds `/vms/{vm_id}`; and a path copied with
 * its API version (`/v1/vms`) finds the operation documented without it.
 */
function normalizePath(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}').replace(/^\/v\d+(?=\/.)/, '');
}

/**
 * The term a word is indexed and searched under, or null for words not worth indexing: stop words, single
 * characters, and the noise of code samples that nobody searches for: long numbers, hex hashes, timestamps and
 * ids like `20240603t12` or `vm2c81d04b` (two or more separate runs of digits).
 * `keepStopWord` is for the word being typed: "to" may be the start of "token".
 */
export function normalizeTerm(word: string, keepStopWord = false): string | null {
  const term = word.toLowerCase();
  if (term.startsWith('--')) return term;
  if (term.startsWith('/')) return normalizePath(term);
  if (METHOD_PATH.test(term)) return term.replace(/\/.*/, (path) => normalizePath(path));
  if (IS_DOTTED_NUMBER.test(term)) return term.length <= 12 ? term : null;
  // A hyphenated name (`h100-sxm-8x`, `get-config`) is noise when one of its parts is (`vm-3e1f9a2c81d0`).
  if (term.includes('-')) return term.length <= 40 && term.split('-').every((part) => !isNoise(part)) ? stem(term) : null;
  if (term.length < 2 || term.length > 30) return null;
  if (!keepStopWord && STOP_WORDS.has(term)) return null;
  return isNoise(term) ? null : stem(term);
}

function isNoise(term: string): boolean {
  return /^\d{5,}$/.test(term) || (term.length >= 7 && /\d\D+\d/.test(term)) || (term.length >= 8 && /^[0-9a-f]*\d[0-9a-f]*$/.test(term));
}
