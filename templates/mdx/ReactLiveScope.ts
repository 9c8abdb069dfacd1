import * as React from 'react';

/**
 * The names a live code block's code can use (Docusaurus's `@theme/ReactLiveScope`): React and its exports. A site
 * overrides it with a module whose default export is its own map, usually these and the site's components.
 */
export const ReactLiveScope: Record<string, unknown> = { React, ...React };
