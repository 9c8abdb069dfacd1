import type { ReactNode } from 'react';

/** A native disclosure: works without JavaScript. */
export function Details({ summary, children, open }: { summary?: ReactNode; children?: ReactNode; open?: boolean }) {
  return (
    <details className="details" open={open}>
      <summary>{summary ?? 'Details'}</summary>
      <div className="details-content">{children}</div>
    </details>
  );
}
