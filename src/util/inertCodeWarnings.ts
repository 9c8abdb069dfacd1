import fs from 'node:fs';
import path from 'node:path';
import type { Warning } from '../shared/types.js';
import { isInsidePath } from './hiddenPath.js';
import { packageRoot } from './packageRoot.js';

/**
 * A call of an effect hook, after its import (`useEffect(`, `React.useLayoutEffect (`), or a class component's
 * method that runs once it is mounted or updated (`componentDidMount() {`).
 */
const EFFECT_CALL = /(?<![\w$.])(?:React\.)?(useEffect|useLayoutEffect|useInsertionEffect|componentDidMount|componentDidUpdate)\s*\(/;
/** The start of a JSX element: `<button`, `<Card.Title`. */
const ELEMENT_START = /<([A-Za-z][\w.:-]*)/g;
/** An event handler prop: `onClick={…}`, `onChange = {…}`. */
const HANDLER_PROP = /^(on[A-Z][A-Za-z]*)\s*=\s*\{/;
const CODE_FILE = /\.[cm]?[jt]sx?$/;

/**
 * In a package's compiled code: a call of a hook whose work happens in the browser (`(0, import_react.useEffect)(`,
 * `React.useState(`, `o.useLayoutEffect(`) or a class component's `componentDidMount`, or a handler written into an element's props (`onClick: () => …`,
 * `onChange: function (e) {`), not one passed through (`onClick: props.onClick`) nor a callback of another kind
 * (`onError: (e) => …` of a data library).
 */
const PACKAGE_BROWSER_CODE = /(?<![\w$])(useEffect|useLayoutEffect|useState|useReducer|componentDidMount)\)?\s*\(|(?<![\w$])(on(?:Click|DoubleClick|Change|Input|Submit|Key[A-Z]\w*|Mouse[A-Z]\w*|Pointer[A-Z]\w*|Touch[A-Z]\w*|Focus|Blur|Scroll|Toggle|Drag\w*|Drop|Wheel|Select))\s*:\s*(?:\(|function\b|async\b|[\w$]+\s*=>)/;

/** React's own packages, which define the hooks. */
const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler', 'use-sync-external-store', 'react-is']);

/** The package a file in `node_modules` belongs to: `@scope/name` or `name`, from the innermost `node_modules`. */
function packageNameOf(file: string): string | undefined {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at === -1 || at + 1 >= parts.length) return undefined;
  return parts[at + 1].startsWith('@') ? parts.slice(at + 1, at + 3).join('/') : parts[at + 1];
}

/** A line that is a comment (`//`, or the `*` lines of a block comment): its hook and prop names are prose. */
const COMMENT_LINE = /^\s*(\/\/|\*|\/\*)/;

/**
 * The URL's query or hash read from the router's location (`useLocation().search`, `const { search } = useLocation()`,
 * `location.hash` of it): a page renders once, on the server, where they are empty.
 */
const LOCATION_PART = /useLocation\(\)\s*\.\s*(search|hash)\b|\{[^}]*?\b(search|hash)\b[^}]*\}\s*=\s*useLocation\(\)/;

/** The first line of code matching `pattern`, with the column and the name it matched. */
function firstUse(lines: readonly string[], pattern: RegExp): { line: number; column: number; name: string } | undefined {
  const at = lines.findIndex((line) => !COMMENT_LINE.test(line) && pattern.test(line));
  if (at === -1) return undefined;
  const match = pattern.exec(lines[at])!;
  return { line: at + 1, column: match.index + 1, name: match[1] };
}

/**
 * The first event handler given to an HTML element (`<button onClick={…}>`), whose attributes are read up to the
 * `>` that closes the tag outside braces and quotes. A component's handler props (`<ColorModeToggle onChange={…}>`)
 * are the component's business: the theme's controls work without React, and so may a site's.
 */
function firstElementHandler(text: string, lines: readonly string[]): { line: number; column: number; name: string } | undefined {
  for (const start of text.matchAll(ELEMENT_START)) {
    if (!/^[a-z]/.test(start[1])) continue;
    let depth = 0;
    let quote = '';
    for (let i = start.index + start[0].length; i < text.length; i++) {
      const c = text[i];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '{') depth++;
      else if (c === '}') {
        // A brace closing what was open before the `<` (`if (i<n) { … }`): no tag was being read.
        if (--depth < 0) break;
      } else if (depth === 0 && (c === '"' || c === "'")) quote = c;
      else if (depth === 0 && (c === '>' || c === '<')) break;
      else if (depth === 0 && c === 'o' && /\s/.test(text[i - 1])) {
        const handler = HANDLER_PROP.exec(text.slice(i, i + 64));
        if (!handler) continue;
        const before = text.slice(0, i);
        const line = before.split('\n').length;
        if (COMMENT_LINE.test(lines[line - 1])) break;
        return { line, column: i - before.lastIndexOf('\n'), name: handler[1] };
      }
    }
  }
  return undefined;
}

/**
 * The site's own code that only does something with React in the browser, once per file at its first use. Docusaurus
 * hydrates each page, so effects run after it shows and event handlers answer the reader; docs-gen renders each
 * component once on the server with no React in the browser, so an effect's work (fetching, setting state, reading the
 * page) never happens, and an element's `onClick` does nothing when clicked. Said where it is written, so a migrating
 * site learns it at build time, not from a page that stays on its placeholder or a button that does nothing (a
 * handler given to a component is the component's to use, see firstElementHandler).
 * A package's code is not the site's to move: it is said once per package, where the package's code first needs the
 * browser, so a migrating site knows which of the components it uses stay as first rendered. docs-gen's own theme is
 * left out. So are the handlers of the
 * site's theme folder, whose overrides of the theme's controls (the colour mode toggle, the mobile menu) get their
 * behaviour from docs-gen's browser script by their classes.
 */
export function inertCodeWarnings(files: readonly string[], siteRoot: string, themeDir?: string): Warning[] {
  // docs-gen's own code, wherever the site is (this repository's own site sits beside it).
  const own = ['templates', 'src', 'dist'].map((folder) => path.join(packageRoot(), folder));
  const warnings: Warning[] = [];
  const packagesSeen = new Set<string>();
  for (const file of files) {
    if (!CODE_FILE.test(file) || !isInsidePath(siteRoot, file) || own.some((dir) => isInsidePath(dir, file))) continue;
    if (file.split(path.sep).includes('node_modules')) {
      const warning = packageWarning(file, packagesSeen);
      if (warning) warnings.push(warning);
      continue;
    }
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const lines = text.split('\n');
    const effect = /Effect|componentDid/.test(text) ? firstUse(lines, EFFECT_CALL) : undefined;
    if (effect) {
      warnings.push({
        message: `${effect.name} never runs: components render once, on the server, and no React runs in the browser, so what it does never happens and the component shows what it first rendered`,
        file,
        line: effect.line,
        column: effect.column,
        hint: 'Render the result on the server (from plugin data, or a file read at build time), or do the work in the browser from a client module (clientModules).',
      });
    }
    const part = text.includes('useLocation') ? firstUse(lines, LOCATION_PART) : undefined;
    if (part) {
      const name = part.name ?? LOCATION_PART.exec(lines[part.line - 1])?.[2];
      warnings.push({
        message: `useLocation().${name} is empty: components render once, on the server, where the URL's ${name === 'search' ? 'query' : 'hash'} is unknown, and no React runs in the browser to render them again with it`,
        file,
        line: part.line,
        column: part.column,
        hint: `Read it in the browser (\`window.location.${name}\`) from a client module (clientModules), or give each case a page of its own.`,
      });
    }
    const handler = themeDir && isInsidePath(themeDir, file) ? undefined : firstElementHandler(text, lines);
    if (handler) {
      warnings.push({
        message: `${handler.name} never runs: components render once, on the server, and no React runs in the browser, so the element does nothing when the reader uses it`,
        file,
        line: handler.line,
        column: handler.column,
        hint: 'Give it what works without a script (a link, <details>, a form, CSS), or add the behaviour in the browser from a client module (clientModules).',
      });
    }
  }
  return warnings;
}

/**
 * A package's code that only does something with React in the browser, said once per package at its first such line
 * (`packagesSeen` holds the packages already read): its components that need it show what they first rendered.
 */
function packageWarning(file: string, packagesSeen: Set<string>): Warning | undefined {
  const name = packageNameOf(file);
  if (!name || REACT_PACKAGES.has(name) || packagesSeen.has(name)) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  // Most of a package's files have none: they are searched whole once, not line by line.
  if (!PACKAGE_BROWSER_CODE.test(text)) return undefined;
  const lines = text.split('\n');
  const at = lines.findIndex((line) => !COMMENT_LINE.test(line) && PACKAGE_BROWSER_CODE.test(line));
  if (at === -1) return undefined;
  packagesSeen.add(name);
  const match = PACKAGE_BROWSER_CODE.exec(lines[at])!;
  const what = match[1] ?? match[2];
  return {
    message: `The package "${name}" uses ${what}, which never runs: components render once, on the server, and no React runs in the browser, so its components that need it show what they first rendered and do nothing when the reader uses them`,
    file,
    line: at + 1,
    column: match.index + 1,
    hint: `Check the pages that show components of "${name}"; give them what works without a script (a link, <details>, CSS), or add the behaviour in the browser from a client module (clientModules).`,
  };
}
