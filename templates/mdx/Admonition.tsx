import type { ReactNode } from 'react';

const LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

const ICONS: Record<string, string> = { note: 'ℹ', tip: '✓', info: 'ℹ', warning: '!', caution: '!', danger: '!' };

/** `:::note Title` blocks (and `<Admonition type>` in MDX). */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: string; children?: ReactNode }) {
  const kind = LABELS[type] ? type : 'note';
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={title ?? LABELS[kind]}>
      <p className="admonition-heading">
        <span className="admonition-icon" aria-hidden="true">
          {ICONS[kind]}
        </span>
        {title ?? LABELS[kind]}
      </p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}
