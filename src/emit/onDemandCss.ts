import fs from 'node:fs';
import type { Page, StaticNode } from '../shared/types.js';

/**
 * The theme's on-demand stylesheet (templates/css/infimaOnDemand.css, minified): Infima's classes that Docusaurus
 * sites write, each rule given to a site only when it writes every class the rule names. A site that writes none
 * (the theme itself writes none) pays no byte for them.
 */
export interface OnDemandSheet {
  rules: OnDemandRule[];
  /** Every class some rule names, and the words they start with (`margin` of `margin-top--lg`). */
  names: ReadonlySet<string>;
  stems: RegExp;
}

interface OnDemandRule {
  /** The rule as written (minified), or an @media rule's prelude. */
  text: string;
  /** For a style rule: each selector of its list, as the classes it names (those in `:not(…)` aside). */
  selectors?: string[][];
  /** For an @media rule: its rules. */
  rules?: OnDemandRule[];
}

/** Reads a minified stylesheet of style rules and @media rules of them (nothing else: a test holds the file to it). */
export function readOnDemandSheet(css: string): OnDemandSheet {
  const names = new Set<string>();
  const parse = (text: string): OnDemandRule[] => {
    const rules: OnDemandRule[] = [];
    let at = 0;
    while (at < text.length) {
      const open = text.indexOf('{', at);
      if (open === -1) break;
      const prelude = text.slice(at, open).trim();
      if (prelude.startsWith('@')) {
        let depth = 1;
        let end = open + 1;
        for (; end < text.length && depth; end++) depth += text[end] === '{' ? 1 : text[end] === '}' ? -1 : 0;
        rules.push({ text: prelude, rules: parse(text.slice(open + 1, end - 1)) });
        at = end;
      } else {
        const close = text.indexOf('}', open);
        const selectors = prelude.split(',').map((selector) => [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.([\w-]+)/g)].map((m) => m[1]));
        for (const classes of selectors) for (const name of classes) names.add(name);
        rules.push({ text: text.slice(at, close + 1).trim(), selectors });
        at = close + 1;
      }
    }
    return rules;
  };
  const rules = parse(css);
  const stems = [...new Set([...names].map((name) => /^[a-z0-9]+/i.exec(name)![0]))].sort((a, b) => b.length - a.length);
  // A class as written in a string, JSX or HTML: its stem (not the end of another class: `cli-badge`), then
  // `-`/`--`/`__` parts; one left open (`col--${n}`, `'margin-' + side`) makes it a prefix of the classes it builds.
  return { rules, names, stems: new RegExp(`(?<![\\w-])(?:${stems.join('|')})(?:(?:--?|__)[a-z0-9]+)*(?:--?|__)?`, 'gi') };
}

/** The rules of `sheet` whose every class (in one of their selectors) is in `used`, as one stylesheet. */
export function onDemandCss(sheet: OnDemandSheet, used: ReadonlySet<string>): string {
  const keep = (rules: OnDemandRule[]): string =>
    rules
      .map((rule) => {
        if (rule.rules) {
          const inner = keep(rule.rules);
          return inner && `${rule.text}{${inner}}`;
        }
        return rule.selectors!.some((classes) => classes.every((name) => used.has(name))) ? rule.text : '';
      })
      .join('');
  return keep(sheet.rules);
}

/** What texts write of a sheet's classes: the names, and the prefixes a class is built from. */
interface Written {
  names: Set<string>;
  prefixes: Set<string>;
}

function writtenIn(sheet: OnDemandSheet, texts: Iterable<string>, into: Written = { names: new Set(), prefixes: new Set() }): Written {
  for (const text of texts) {
    for (const [written] of text.matchAll(sheet.stems)) {
      if (sheet.names.has(written)) into.names.add(written);
      else if (/[-_]$/.test(written)) into.prefixes.add(written);
    }
  }
  return into;
}

/** The classes written: the names, and every class of a prefix written. */
function classesOf(sheet: OnDemandSheet, { names, prefixes }: Written): Set<string> {
  const used = new Set(names);
  if (prefixes.size) for (const name of sheet.names) for (const prefix of prefixes) if (name.startsWith(prefix)) used.add(name);
  return used;
}

/**
 * The sheet's classes that `texts` write. A class counts wherever its name stands as a word (in a string, a JSX
 * attribute, raw HTML, a config value); one built from a prefix (`col--${size}`, `'margin-' + side + '--lg'`)
 * counts every class of that prefix, so a rule is never missing for a class the site can write.
 */
export function classesWritten(sheet: OnDemandSheet, texts: Iterable<string>): Set<string> {
  return classesOf(sheet, writtenIn(sheet, texts));
}

/** A compiled page's `className` and `class` props, one per line as MDX writes them; its text is not read for classes. */
const CLASS_PROP_LINE = /^[ \t]*(?:className|class)\s*:.*$/gm;

/** Where a page writes classes: its `className` and `class` props (in its compiled code, or its elements), and its partials'. */
function pageClassTexts(body: Extract<Page['body'], { type: 'mdx' }>): string[] {
  const texts: string[] = [];
  const classProps = (nodes: readonly StaticNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      for (const value of [node.props?.className, node.props?.class]) if (value !== undefined) texts.push(String(value));
      if (node.children) classProps(node.children);
    }
  };
  const classLines = (code: string) => {
    for (const line of code.matchAll(CLASS_PROP_LINE)) texts.push(line[0]);
  };
  if (body.tree) classProps(body.tree.nodes);
  else classLines(body.code);
  for (const partial of Object.values(body.partials ?? {})) classLines(partial.code);
  return texts;
}

/** The text of the site's own code files (not installed packages'). */
function codeTexts(files: readonly string[]): string[] {
  const texts: string[] = [];
  for (const file of files) {
    if (/[\\/]node_modules[\\/]/.test(file) || !/\.(?:[cm]?[jt]sx?|mdx?)$/.test(file)) continue;
    try {
      texts.push(fs.readFileSync(file, 'utf8'));
    } catch {
      // A file the bundle read and that is gone since: a later build reads the site as it is then.
    }
  }
  return texts;
}

/**
 * What each page body and each bundle's list of files writes, by sheet: dev asks again at every save, where one page
 * was compiled again (a new body) or one bundle made again (a new list), and the rest is as it was.
 */
const memos = new WeakMap<OnDemandSheet, WeakMap<object, Written>>();

/**
 * The sheet's classes a site writes: in its pages' `className` and `class` props (a page's prose is not read: "set up
 * an alert" writes no class), the files of its code, by bundle (components, React pages, theme overrides; not
 * installed packages), and its config's navbar and footer (an item's `className`).
 */
export function siteClassesWritten(sheet: OnDemandSheet, pages: readonly Page[], codeFiles: readonly (readonly string[])[], configValues: unknown): Set<string> {
  let memo = memos.get(sheet);
  if (!memo) memos.set(sheet, (memo = new WeakMap()));
  const all = writtenIn(sheet, [JSON.stringify(configValues) ?? '']);
  const add = (key: object, texts: () => string[]) => {
    let written = memo.get(key);
    if (!written) memo.set(key, (written = writtenIn(sheet, texts())));
    for (const name of written.names) all.names.add(name);
    for (const prefix of written.prefixes) all.prefixes.add(prefix);
  };
  for (const { body } of pages) if (body.type === 'mdx') add(body, () => pageClassTexts(body));
  for (const files of codeFiles) add(files, () => codeTexts(files));
  return classesOf(sheet, all);
}
