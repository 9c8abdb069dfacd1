/** Docusaurus's `Footer/Copyright`: the config's copyright, HTML as written. */
export function FooterCopyright({ copyright }: { copyright: string }) {
  return <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}
