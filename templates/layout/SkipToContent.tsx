import { useTranslation } from '../translate.js';

/** Docusaurus's `SkipToContent`: the first link of the page, to its main content, for keyboard readers. */
export function SkipToContent() {
  const { text } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {text('theme.common.skipToMainContent', 'Skip to main content')}
    </a>
  );
}
