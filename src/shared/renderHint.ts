/**
 * A component written in a page may carry, under this key, a hint for what fails while it and its children
 * render: the renderer adds it to the error it reports at the component's line (see renderLocations). A global
 * symbol, as the theme bundled with a site's overrides holds its own copy of this module.
 */
export const RENDER_FAILURE_HINT = Symbol.for('docs-gen.renderFailureHint');

/** The hint a component carries for failures under it, if any. */
export function renderFailureHintOf(component: unknown): string | undefined {
  if ((typeof component !== 'function' && typeof component !== 'object') || component === null) return undefined;
  const hint = (component as { [RENDER_FAILURE_HINT]?: unknown })[RENDER_FAILURE_HINT];
  return typeof hint === 'string' ? hint : undefined;
}
