import { Fragment, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

/** `Hello {name}` with `{name: 'Ada'}` → `Hello Ada`; a value that is an element stays one. */
function interpolate(message: string, values?: Values): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/);
  const nodes = parts.map((part) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? values[key] : part;
  });
  if (nodes.every((n) => typeof n === 'string' || typeof n === 'number')) return nodes.join('');
  return nodes.map((n, i) => <Fragment key={i}>{n}</Fragment>);
}

/** `@docusaurus/Translate`: a site has one language, so the message is shown as written, its `{values}` filled in. */
export default function Translate({ children, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  return <>{interpolate(children ?? '', values)}</>;
}

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(message ?? id ?? '', values));
}
