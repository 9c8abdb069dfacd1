import * as React from 'react';
import { createElement, type ComponentType, type ReactNode } from 'react';

/** Whether a name can be a parameter: scopes spread from modules hold keys such as `default`, which cannot. */
const usableNames = new Map<string, boolean>();
function isUsableName(name: string): boolean {
  let usable = usableNames.get(name);
  if (usable === undefined) {
    try {
      new Function(name, '');
      usable = /^[A-Za-z_$][\w$]*$/.test(name);
    } catch {
      usable = false;
    }
    usableNames.set(name, usable);
  }
  return usable;
}

/**
 * What a live block's compiled code (see compileLiveCode) renders, as react-live would in the browser: the body
 * runs with the scope's names, React's among them, and `render`. Inline code returns its result; `noInline` code
 * hands it to `render`. A component is rendered as `<Component />`.
 */
export function liveResult(compiled: string, scope: Record<string, unknown> | undefined, noInline: boolean): ReactNode {
  let rendered: { element: unknown } | undefined;
  const render = (element: unknown) => {
    rendered = { element };
  };
  const bindings: Record<string, unknown> = { React, ...scope, render };
  const names = Object.keys(bindings).filter(isUsableName);
  const returned: unknown = new Function(...names, compiled)(...names.map((name) => bindings[name]));
  if (noInline && !rendered) throw new Error('its code never calls render(): with noInline, the code is statements ending in render(<Element />)');
  const result = rendered ? rendered.element : returned;
  return typeof result === 'function' ? createElement(result as ComponentType) : (result as ReactNode);
}
