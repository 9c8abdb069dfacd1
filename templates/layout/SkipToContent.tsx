/** Docusaurus's `SkipToContent`: the first link of the page, to its main content, for keyboard readers. */
export function SkipToContent() {
  return (
    <a className="skip-link" href="#main">
      Skip to main content
    </a>
  );
}
