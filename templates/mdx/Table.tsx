import type { TableHTMLAttributes } from 'react';

/** Wide tables scroll inside their own box on small screens instead of widening the page. */
export function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrapper" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}
