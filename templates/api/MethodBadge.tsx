/** An HTTP method in its colour (`--dg-get`, `--dg-post`, … from the design tokens). */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method api-method-${method.toLowerCase()}`}>{method}</span>;
}

/** A path with its `{parameters}` set apart, so templated segments stand out. */
export function ApiPath({ path }: { path: string }) {
  return (
    <code className="api-path">
      {path.split(/(\{[^}]+\})/).map((part, i) => (i % 2 ? <span key={i} className="api-path-param">{part}</span> : part))}
    </code>
  );
}
