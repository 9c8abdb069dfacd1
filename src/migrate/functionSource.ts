import { parse } from 'acorn';

/** An import the written config needs for code in it: `import local from 'from'`. */
export interface ConfigImport {
  local: string;
  from: string;
  /** The export imported, when it is not the default export. */
  name?: string;
}

/** A function written into the migrated config as code, as the Docusaurus config wrote it. */
export class ConfigCode {
  constructor(
    readonly source: string,
    readonly imports: ConfigImport[] = [],
  ) {}
}

/** A Node built-in module a config's top-level name holds (`const path = require('path')`), by its specifier. */
export interface BuiltinModule {
  builtin: string;
}

/** A value of the config as code that makes it again (see valueSource). */
export interface ValueCode {
  source: string;
}

/** A function written in the config file itself, at its top level: `function makeEditUrl(…) {…}`, `const link = (…) => …`. */
export interface ConfigFunction {
  fn: (...args: never[]) => unknown;
}

/**
 * A top-level name of the Docusaurus config that its functions may read and still be written elsewhere: a value
 * of data (a string, a table: `new Map([['ja', 'ja-JP']])`) as code that makes it as it was once the config ran, a
 * Node built-in module, which the written config imports too, or a function of the config file, which is written
 * with them when it reads no more than they may itself.
 */
export type ConfigConstant = ValueCode | BuiltinModule | ConfigFunction;

type AstNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** The names a function declares anywhere inside it: its parameters, variables, functions, classes and caught errors. */
function declaredNames(node: AstNode, names: Set<string>): void {
  const bind = (pattern: unknown): void => {
    if (!isNode(pattern)) return;
    if (pattern.type === 'Identifier') names.add(pattern.name as string);
    else if (pattern.type === 'ObjectPattern') for (const p of pattern.properties as AstNode[]) bind(p.type === 'RestElement' ? p.argument : p.value);
    else if (pattern.type === 'ArrayPattern') for (const element of pattern.elements as unknown[]) bind(element);
    else if (pattern.type === 'RestElement') bind(pattern.argument);
    else if (pattern.type === 'AssignmentPattern') bind(pattern.left);
  };
  if (node.type === 'VariableDeclarator') bind(node.id);
  if (/Function/.test(node.type)) for (const param of node.params as unknown[]) bind(param);
  if ((node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type.startsWith('Class')) && isNode(node.id)) bind(node.id);
  if (node.type === 'CatchClause') bind(node.param);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) declaredNames(child, names);
  }
}

/** The names a node reads that it does not declare (property names, keys and labels are not reads). */
function readNames(node: AstNode, out: Set<string>): void {
  if (node.type === 'Identifier') {
    out.add(node.name as string);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'label') continue;
    if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    if (key === 'key' && /Property|MethodDefinition/.test(node.type) && !node.computed && !node.shorthand) continue;
    if (node.type === 'MetaProperty') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) readNames(child, out);
  }
}

/** A function's code as an expression, parsed, and the names it reads from outside it (JavaScript's globals aside). */
interface ParsedFunction {
  source: string;
  program: AstNode;
  outside: string[];
}

/** A function's code, parsed; undefined when it is not JavaScript (a native or bound function) or not a function (a class). */
function parseFunction(fn: (...args: never[]) => unknown, constants: ReadonlyMap<string, ConfigConstant>): ParsedFunction | undefined {
  let source: string;
  try {
    source = Function.prototype.toString.call(fn);
  } catch {
    return undefined;
  }
  if (/^class\b/.test(source)) return undefined;
  // A method written in an object (`createRedirects(path) { … }`, `async sidebarItemsGenerator(args) { … }`) is a
  // function expression without its keyword.
  if (!/^(?:async\s+)?(?:function\b|\(|[\w$]+\s*=>)/.test(source)) source = /^async\s/.test(source) ? `async function ${source.replace(/^async\s+/, '')}` : `function ${source}`;
  let program: AstNode;
  try {
    program = parse(`(${source})`, { ecmaVersion: 'latest' }) as unknown as AstNode;
  } catch {
    return undefined;
  }
  const declared = new Set<string>(['arguments']);
  declaredNames(program, declared);
  const read = new Set<string>();
  readNames(program, read);
  const outside = [...read].filter((name) => !declared.has(name) && !(name in globalThis && !constants.has(name)));
  return { source, program, outside };
}

/**
 * The code of a function as an expression, when it reads nothing but its own names, JavaScript's globals and
 * `constants` (the config's top-level constants: data, `const GITHUB_URL = '…'` or a Map of locales, with the values
 * they had once the config ran, Node's built-in modules, `const path = require('path')`, and functions of the config
 * file that read nothing else themselves, `function makeEditUrl(…)`): written into another file, it does the same. A
 * function that reads data constants or functions of the config is written inside a function that declares them first
 * (each function once, one it calls before it); one that reads a built-in module brings the module's import, as do the
 * functions it calls. Undefined for a function that reads any other variable of the config it was written in (a
 * package or a file of the site, an object), or calls a function of the config that does, or whose source is not
 * JavaScript (a native or bound function).
 */
export function selfContainedSource(fn: (...args: never[]) => unknown, constants: ReadonlyMap<string, ConfigConstant> = new Map()): ConfigCode | undefined {
  const root = parseFunction(fn, constants);
  if (!root) return undefined;
  const captured = new Set<string>();
  const imports = new Map<string, ConfigImport>();
  // The config's functions it calls, by name, each declared after those it calls; of functions calling each other, the
  // one reached first is declared last (none is called before all are declared).
  const reached = new Set<string>();
  const helpers: string[] = [];
  let rootName: string | undefined;
  const readable = (names: string[]): boolean => {
    for (const name of names) {
      const value = constants.get(name);
      if (value === undefined) return false;
      if ('builtin' in value) imports.set(name, { local: name, from: value.builtin });
      else if ('source' in value) captured.add(`  const ${name} = ${value.source};`);
      else if (!reached.has(name)) {
        reached.add(name);
        const helper = value.fn === fn ? root : parseFunction(value.fn, constants);
        if (!helper || !readable(helper.outside)) return false;
        if (value.fn === fn) rootName = name;
        helpers.push(declaration(name, helper));
      }
    }
    return true;
  };
  if (!readable(root.outside)) return undefined;
  if (!captured.size && !helpers.length) return new ConfigCode(root.source, [...imports.values()]);
  const body = rootName ?? indentedBody(root);
  return new ConfigCode(`(() => {\n${[...[...captured].sort(), ...helpers].join('\n')}\n  return ${body};\n})()`, [...imports.values()]);
}

/**
 * A function of the config as a statement declaring `name` inside the function written around the code that calls
 * it: as the config wrote it when it declares that name (`function makeEditUrl(…) {…}`), else a constant holding it.
 */
function declaration(name: string, helper: ParsedFunction): string {
  const expression = (helper.program.body as AstNode[])[0]?.expression as AstNode | undefined;
  const id = expression?.type === 'FunctionExpression' && isNode(expression.id) ? expression.id.name : undefined;
  const body = indentedBody(helper);
  return id === name ? `  ${body}` : `  const ${name} = ${body};`;
}

/**
 * A function's code to write one level deep in the function around it: its lines after the first at the depth of its
 * first, wherever the config had it; unless a string spans lines, whose spaces are its text.
 */
function indentedBody({ source, program }: ParsedFunction): string {
  const [first, ...rest] = source.split('\n');
  const margin = multilineString(program) ? Number.NaN : Math.min(...rest.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
  return [first, ...rest.map((line) => (line.trim() && Number.isFinite(margin) ? `  ${line.slice(margin)}` : line))].join('\n');
}

/** Whether code holds a string or template written over several lines. */
function multilineString(node: AstNode): boolean {
  if ((node.type === 'TemplateLiteral' || (node.type === 'Literal' && typeof node.value === 'string')) && String(node.raw ?? '').includes('\n')) return true;
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as { value: { raw: string } }[];
    if (quasis.some((quasi) => quasi.value.raw.includes('\n'))) return true;
  }
  return Object.values(node).some((value) => (Array.isArray(value) ? value : [value]).some((child) => isNode(child) && multilineString(child)));
}

/**
 * Whether a function's code chooses between paths (`?:`, `if`, `switch`, `&&`, `||`, `??`): what it gives for some
 * arguments then says nothing of what it gives for others.
 */
export function hasBranches(source: string): boolean {
  let program: AstNode;
  try {
    program = parse(`(${source})`, { ecmaVersion: 'latest' }) as unknown as AstNode;
  } catch {
    return true;
  }
  const visit = (node: AstNode): boolean => {
    if (/^(ConditionalExpression|IfStatement|SwitchStatement|LogicalExpression)$/.test(node.type)) return true;
    return Object.values(node).some((value) => (Array.isArray(value) ? value : [value]).some((child) => isNode(child) && visit(child)));
  };
  return visit(program);
}
