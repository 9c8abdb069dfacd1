import type { ReactNode } from 'react';
import { useTranslation } from '../translate.js';

/** A native disclosure: works without JavaScript. */
export function Details({ summary, children, open }: { summary?: ReactNode; children?: ReactNode; open?: boolean }) {
  const { text } = useTranslation();
  return (
    <details className="details" open={open}>
      <summary>{summary ?? text('docs-gen.details.summary', 'Details')}</summary>
      <div className="details-content">{children}</div>
    </details>
  );
}
