import { Children, type ReactNode, type TableHTMLAttributes } from 'react';
import { useTranslation } from '../translate.js';
import { findElement, textOf } from './textOf.js';

/** "Table: Flag, Type, Default" from the first header row, so each scrollable table has a telling name. */
function labelOf(children: ReactNode, text: ReturnType<typeof useTranslation>['text']): string {
  const headers = Children.toArray(findElement(children, 'tr')?.props.children)
    .map((cell) => textOf(cell).trim())
    .filter(Boolean);
  return headers.length ? text('docs-gen.table.ariaLabelWithHeaders', 'Table: {headers}', { headers: headers.join(', ') }) : text('docs-gen.table.ariaLabel', 'Table');
}

/**
 * Wide tables scroll inside their own box on small screens instead of widening the page. The box takes focus
 * so keyboard users can scroll it; it is a named group, not a landmark, so a page may hold many tables.
 */
export function Table({ 'aria-label': label, ...props }: TableHTMLAttributes<HTMLTableElement>) {
  const { text } = useTranslation();
  return (
    <div className="table-wrapper" tabIndex={0} role="group" aria-label={label ?? labelOf(props.children, text)}>
      <table {...props} />
    </div>
  );
}
