/**
 * Bundled into the theme beside a site's overrides: it marks what an override throws with the override's file,
 * so the renderer can place the error there rather than in the page being rendered. The mark is a global
 * symbol because the theme bundle and the renderer each hold their own copy of this module.
 */
import type { ComponentType } from 'react';

const FAILURE = Symbol.for('docs-gen.themeOverrideFailure');

export interface ThemeOverrideFailure {
  /** The theme component's name (`Footer`, `DocItem/Footer`). */
  component: string;
  /** The override's file. */
  file: string;
  thrown: unknown;
}

const COMPILE_FAILURE = Symbol.for('docs-gen.themeOverrideCompileFailure');

/** Why an override's file does not compile, as plain data (it crosses from the bundler to the theme bundle's code). */
export interface OverrideCompileFailure {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
}

/**
 * The module standing in for an override whose file does not compile: Docusaurus compiles a theme file only when
 * something imports it, so the failure is the build's only where the component renders (see loadTheme.ts).
 */
export function compileFailureModule(failure: OverrideCompileFailure): string {
  return [
    `const failure = ${JSON.stringify(failure)};`,
    'export default function CompileFailure() {',
    '  const error = new Error(failure.message);',
    `  error[Symbol.for(${JSON.stringify(COMPILE_FAILURE.description)})] = failure;`,
    '  throw error;',
    '}',
  ].join('\n');
}

/** Why the override that threw does not compile, when that is what it threw. */
export function compileFailureOf(thrown: unknown): OverrideCompileFailure | undefined {
  return typeof thrown === 'object' && thrown !== null ? (thrown as Record<symbol, OverrideCompileFailure | undefined>)[COMPILE_FAILURE] : undefined;
}

function failure(component: string, file: string, thrown: unknown, message: string): Error {
  const error = new Error(message, { cause: thrown });
  (error as unknown as Record<symbol, ThemeOverrideFailure>)[FAILURE] = { component, file, thrown };
  return error;
}

/** What an override threw, with its file, when `error` came from one. */
export function overrideFailureOf(error: unknown): ThemeOverrideFailure | undefined {
  return typeof error === 'object' && error !== null ? (error as Record<symbol, ThemeOverrideFailure | undefined>)[FAILURE] : undefined;
}

function isThenable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * The override's default export, its render marked with its file. Function components are called directly, so
 * only what the override's own body throws is marked: the components it renders run later, outside the guard.
 */
export function guardOverride<T>(override: T, component: string, file: string): T {
  if (override === undefined || override === null) {
    throw failure(component, file, undefined, `The override of ${component} has no default export`);
  }
  if (typeof override !== 'function' || (override as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) return override;
  const render = override as unknown as (props: unknown) => unknown;
  function Guarded(props: unknown) {
    try {
      return render(props);
    } catch (error) {
      // Suspense signals pass through untouched, and an inner override's mark is kept.
      if (isThenable(error) || overrideFailureOf(error)) throw error;
      throw failure(component, file, error, error instanceof Error ? error.message : String(error));
    }
  }
  Guarded.displayName = component;
  return Guarded as unknown as T & ComponentType;
}
