import { createRequire } from 'node:module';
import type * as TS from 'typescript';

export interface ConfigPosition {
  line: number;
  column: number;
}

/** A key path into the config object, as zod reports it (`['navbar', 'items', 0, 'position']`). */
export type ConfigPath = readonly (string | number)[];

/**
 * Where a value of the config is written, found by a real parse of the config's TypeScript so that
 * `navbar: { title }` and the top-level `title` are told apart. TypeScript is loaded only here, when a
 * config error needs locating: a valid config never pays for it.
 */
export function createConfigLocator(source: string, file: string): (path: ConfigPath) => ConfigPosition | undefined {
  let root: { sf: TS.SourceFile; ts: typeof TS; object: TS.Expression | undefined } | undefined | null;
  const load = () => {
    if (root === undefined) {
      try {
        const ts = createRequire(import.meta.url)('typescript') as typeof TS;
        const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
        root = { sf, ts, object: defaultExportValue(ts, sf) };
      } catch {
        root = null;
      }
    }
    return root;
  };
  return (path) => {
    const parsed = load();
    if (!parsed?.object) return regexFallback(source, path);
    const { ts, sf } = parsed;
    const node = walk(ts, sf, parsed.object, path);
    if (!node) return regexFallback(source, path);
    const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    return { line: line + 1, column: character + 1 };
  };
}

/** Looks through parentheses, `as`, `satisfies`, `!` and a wrapping call such as `defineConfig({...})`. */
function unwrap(ts: typeof TS, sf: TS.SourceFile, node: TS.Expression | undefined, depth = 0): TS.Expression | undefined {
  if (!node || depth > 20) return node;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node) || ts.isTypeAssertionExpression(node)) {
    return unwrap(ts, sf, node.expression, depth + 1);
  }
  if (ts.isCallExpression(node) && node.arguments.length > 0) return unwrap(ts, sf, node.arguments[0], depth + 1);
  if (ts.isIdentifier(node)) return unwrap(ts, sf, declaredValue(ts, sf, node.text), depth + 1);
  return node;
}

/** The initializer of a top-level `const name = ...`. */
function declaredValue(ts: typeof TS, sf: TS.SourceFile, name: string): TS.Expression | undefined {
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === name) return decl.initializer;
    }
  }
  return undefined;
}

function defaultExportValue(ts: typeof TS, sf: TS.SourceFile): TS.Expression | undefined {
  for (const statement of sf.statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) return unwrap(ts, sf, statement.expression);
  }
  return undefined;
}

function propertyName(ts: typeof TS, name: TS.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression)) return name.expression.text;
  return undefined;
}

/**
 * The node that writes the deepest part of the path: a property's key, or an array element. A path that
 * leaves the literal (a missing key, a value computed elsewhere) stops at the last part that is written.
 */
function walk(ts: typeof TS, sf: TS.SourceFile, object: TS.Expression, path: ConfigPath): TS.Node | undefined {
  let value: TS.Expression | undefined = object;
  let found: TS.Node | undefined;
  for (const segment of path) {
    value = unwrap(ts, sf, value);
    if (!value) break;
    if (ts.isObjectLiteralExpression(value)) {
      // A later property wins in JavaScript, so the last one written is the one that counts.
      const property = [...value.properties].reverse().find((p) => {
        if (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p) || ts.isMethodDeclaration(p)) return propertyName(ts, p.name) === String(segment);
        return false;
      });
      if (!property) break;
      found = property.name;
      value = ts.isPropertyAssignment(property) ? property.initializer : ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
    } else if (ts.isArrayLiteralExpression(value) && typeof segment === 'number') {
      const before = value.elements.slice(0, segment + 1);
      if (before.some((e) => ts.isSpreadElement(e)) || segment >= value.elements.length) break;
      found = value.elements[segment];
      value = value.elements[segment];
    } else {
      break;
    }
  }
  return found;
}

/** Without a parse (TypeScript not installed), the first place the last key name is written. */
function regexFallback(source: string, path: ConfigPath): ConfigPosition | undefined {
  const key = [...path].reverse().find((p): p is string => typeof p === 'string');
  if (!key) return undefined;
  const match = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[$]/g, '\\$')}['"]?\\s*:`, 'm').exec(source);
  if (!match) return undefined;
  const offset = match.index + match[1].length;
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
