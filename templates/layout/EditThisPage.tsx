import { useTranslation } from '../translate.js';

function EditIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

/** Docusaurus's `EditThisPage`: the link under a guide to where its source is edited (config `editUrl`). */
export function EditThisPage({ editUrl }: { editUrl: string }) {
  const { text } = useTranslation();
  return (
    <a className="doc-edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
      <EditIcon />
      {text('theme.common.editThisPage', 'Edit this page')}
    </a>
  );
}
