import type { ReactNode } from 'react';

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

/** What the components of `Admonition/Types` are given, as in Docusaurus. */
export interface AdmonitionTypeProps {
  type: string;
  /** The heading: the admonition's title (its Markdown formatting included), or none for the type's label. */
  title?: ReactNode;
  /** The title's plain text, when it has one: the accessible name. */
  titleText?: string;
  children?: ReactNode;
}

/** An admonition as the theme draws it: a type of its own, or one of Docusaurus's other keywords, or else a note. */
export function AdmonitionBox({ type, title, titleText, children }: AdmonitionTypeProps) {
  const alias = ALIASES[type];
  const kind = alias?.kind ?? (LABELS[type] ? type : 'note');
  const label = alias?.label ?? LABELS[kind];
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={titleText ?? label}>
      <p className="admonition-heading">
        <svg className="admonition-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICON_PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {title ?? label}
      </p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}
