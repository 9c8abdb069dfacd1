/**
 * `@theme/Mermaid`, as `@docusaurus/theme-mermaid` provides it for site code that draws a diagram from a string:
 * the same markup a ```mermaid fence becomes (src/markdown/plugins/rehypeCode.ts), so the browser runtime draws
 * both alike, and the source shows where it cannot.
 */
export function Mermaid({ value }: { value: string }) {
  return (
    <div className="mermaid-diagram" data-mermaid="">
      <pre className="mermaid-source" data-language="mermaid">
        {value}
      </pre>
    </div>
  );
}
