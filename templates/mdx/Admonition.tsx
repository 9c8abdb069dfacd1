import { Children, isValidElement, type ReactNode } from 'react';

const LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/**
 * Docusaurus's other keywords: drawn as one of the kinds above with their own label, as Docusaurus
 * shows them (`secondary` as a note, `important` as info, `success` as a tip).
 */
const ALIASES: Record<string, { kind: string; label: string }> = {
  secondary: { kind: 'note', label: 'Secondary' },
  important: { kind: 'info', label: 'Important' },
  success: { kind: 'tip', label: 'Success' },
};

/** One 24×24 path per kind: a pencil for notes, a bulb for tips, an "i" for info and a triangle for warnings. */
const ICON_PATHS: Record<string, string> = {
  note: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  tip: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
  warning: 'M12 3 2 21h20L12 3zM12 10v5M12 18h.01',
  caution: 'M12 3 2 21h20L12 3zM12 10v5M12 18h.01',
  danger: 'M8 2h8l6 6v8l-6 6H8l-6-6V8l6-6zM12 7v6M12 17h.01',
};

/** A title written in Markdown, placed by the compiler as an admonition's first child. */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** `:::note Title` blocks (and `<Admonition type>` in MDX). */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const alias = ALIASES[type];
  const kind = alias?.kind ?? (LABELS[type] ? type : 'note');
  const label = alias?.label ?? LABELS[kind];
  const items = Children.toArray(children);
  const first = items[0];
  const richTitle = isValidElement(first) && first.type === AdmonitionTitle ? first : undefined;
  const body = richTitle ? items.slice(1) : children;
  const heading = richTitle ?? title ?? label;
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={typeof title === 'string' ? title : label}>
      <p className="admonition-heading">
        <svg className="admonition-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICON_PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {heading}
      </p>
      <div className="admonition-content">{body}</div>
    </aside>
  );
}
