/**
 * What a Docusaurus config gets for every package it imports: the site's `node_modules` are not needed,
 * so `require('prism-react-renderer').themes.github`, `require('@docusaurus/…')`, a plugin called as a
 * function or constructed all evaluate to another stub instead of throwing.
 */

const STUB_NAME = Symbol.for('docs-gen.migrate.stubName');
const STUB_PACKAGE = Symbol.for('docs-gen.migrate.stubPackage');

export type PackageStub = ((...args: unknown[]) => PackageStub) & { readonly [STUB_NAME]: string; readonly [STUB_PACKAGE]: string };

/** A stub for `name`: the package imported (`pkg`), or a value reached from it (`yaml.parse()`). */
export function createPackageStub(name: string, pkg = name): PackageStub {
  const target = function stub() {};
  const handler: ProxyHandler<typeof target> = {
    get(_target, key) {
      if (key === STUB_NAME) return name;
      if (key === STUB_PACKAGE) return pkg;
      // `await stub` and `{...stub}` interop checks must not see a thenable or an ES module marker.
      if (key === 'then' || key === '__esModule') return undefined;
      if (key === Symbol.toPrimitive) return () => name;
      // Spread into an array (`[...theme.styles]`), a stub is empty.
      if (key === Symbol.iterator) return function* empty() {};
      if (key === 'toString' || key === 'valueOf') return () => name;
      if (typeof key === 'symbol') return undefined;
      return createPackageStub(`${name}.${key}`, pkg);
    },
    apply: () => createPackageStub(`${name}()`, pkg),
    construct: () => createPackageStub(`new ${name}()`, pkg),
    // esbuild's CommonJS interop copies own keys and reads named imports through the prototype.
    getPrototypeOf: () => new Proxy({}, { get: (_t, key) => (typeof key === 'symbol' ? undefined : handler.get?.(target, key, undefined)) }),
  };
  return new Proxy(target, handler) as unknown as PackageStub;
}

/** The package (and property path) a stub stands for, or undefined for any other value. */
export function stubName(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined;
  const name = (value as Partial<PackageStub>)[STUB_NAME];
  return typeof name === 'string' ? name : undefined;
}

/** The package a stub's value came from (`yaml` for `yaml.parse()`), or undefined for any other value. */
export function stubPackage(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined;
  const pkg = (value as Partial<PackageStub>)[STUB_PACKAGE];
  return typeof pkg === 'string' ? pkg : undefined;
}

/** Packages of Docusaurus, or made for it: a config gets a stub of them even when they are installed. */
export const isDocusaurusPackage = (id: string) => /(^|[/@-])docusaurus/.test(id);

/** Why a value computed with a package is not carried: the config was evaluated with a stub of that package. */
export function stubReason(value: unknown): string | undefined {
  const pkg = stubPackage(value);
  if (!pkg) return undefined;
  return isDocusaurusPackage(pkg)
    ? `computed with the package "${pkg}", which is part of Docusaurus or made for it, and which migrate does not run: write the value in`
    : `computed with the package "${pkg}", which is not installed here: install the site's packages and migrate again, or write the value in`;
}
