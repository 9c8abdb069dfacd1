import { EditThisPage } from './EditThisPage.js';
import { LastUpdated } from './LastUpdated.js';

/** Docusaurus's `EditMetaRow` props: `lastUpdatedAt` in milliseconds; Docusaurus passes null for what a page lacks. */
export interface EditMetaRowProps {
  className?: string;
  editUrl?: string | null;
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}

/**
 * Docusaurus's `EditMetaRow`: "Edit this page" and "Last updated on … by …" under a doc, each through its own
 * component. The doc's footer lays them out, so the row is a box of its own only where it is given a class.
 */
export function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: EditMetaRowProps) {
  const row = (
    <>
      {editUrl && <EditThisPage editUrl={editUrl} />}
      <LastUpdated lastUpdatedAt={lastUpdatedAt ?? undefined} lastUpdatedBy={lastUpdatedBy ?? undefined} />
    </>
  );
  return className ? <div className={className}>{row}</div> : row;
}
