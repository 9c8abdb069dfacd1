import { useHistory } from './router.js';

/**
 * The query-string hooks of `@docusaurus/theme-common`, which filterable lists (a showcase, a gallery) keep their
 * state in. A page renders once, on the server, where Docusaurus too reads the query as empty (the browser's
 * query is unknown there); the setters change nothing, since no React runs in the browser.
 */
type Setter = (value: string | null, options?: { push: boolean }) => void;
type ListSetter = (update: string[] | ((oldValues: string[]) => string[]), options?: { push: boolean }) => void;

const inert = () => {};

export function useHistorySelector<Value>(selector: (history: ReturnType<typeof useHistory>) => Value): Value {
  return selector(useHistory());
}

export function useQueryString(_key: string): [string, Setter] {
  return ['', inert];
}

export function useQueryStringList(_key: string): [string[], ListSetter] {
  return [[], inert];
}

export function useClearQueryString(): () => void {
  return inert;
}

/** Joins search params, a later value of a key replacing an earlier one (`set`) or added beside it (`append`). */
export function mergeSearchParams(params: URLSearchParams[], strategy: 'append' | 'set'): URLSearchParams {
  const result = new URLSearchParams();
  for (const item of params) {
    for (const [key, value] of item.entries()) {
      if (strategy === 'append') result.append(key, value);
      else result.set(key, value);
    }
  }
  return result;
}

/** `mergeSearchParams` of search strings, as a `?…` string (empty when there is nothing). */
export function mergeSearchStrings(searchStrings: (string | undefined)[], strategy: 'append' | 'set'): string {
  const text = mergeSearchParams(searchStrings.map((s) => new URLSearchParams(s ?? '')), strategy).toString();
  return text ? `?${text}` : text;
}
