import { type DetailsHTMLAttributes, isValidElement, type ReactNode } from 'react';
import { useTranslation } from '../translate.js';

/**
 * `Details` of `@docusaurus/theme-common/Details`, which a swizzled `@theme/Details` wraps with its own class names:
 * the theme's disclosure (as mdx/Details.tsx draws it) with the caller's attributes and classes. Its `summary` is
 * text, or a `<summary>` element (as Docusaurus's MDX passes it), which is then the disclosure's own. A module apart
 * from the theme's `Details`, which the site's override replaces: the override imports this one.
 */
export function DetailsGeneric({ summary, children, className, ...rest }: Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'summary'> & { summary?: ReactNode }) {
  const { text } = useTranslation();
  const summaryElement = isValidElement(summary) && summary.type === 'summary' ? summary : <summary>{summary ?? text('docs-gen.details.summary', 'Details')}</summary>;
  return (
    <details {...rest} className={className ? `details ${className}` : 'details'}>
      {summaryElement}
      <div className="details-content">{children}</div>
    </details>
  );
}
