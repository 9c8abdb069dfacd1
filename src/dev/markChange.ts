import type { DirtyStages } from '../pipeline/dirtyStages.js';
import type { FileEvent } from './devWatcher.js';
import type { ChangeKind } from './watchRoles.js';

/** Records what a file event makes outdated. */
export function markChange(dirty: DirtyStages, kind: ChangeKind, event: FileEvent, file: string): void {
  switch (kind) {
    case 'config':
      dirty.stages.add('config');
      break;
    case 'theme-code':
      dirty.bundles.add('theme');
      // A component added to or removed from the theme folder changes what `@theme/` names (the config's import aliases).
      if (event !== 'change') dirty.stages.add('config');
      break;
    case 'theme-css':
      dirty.bundles.add('css');
      break;
    case 'client-module':
      // Bundled with the runtime's scripts, which dev serves from memory.
      dirty.bundles.add('scripts');
      break;
    case 'sidebars':
      dirty.stages.add('sidebars');
      break;
    case 'components':
      dirty.bundles.add('components');
      break;
    case 'generator':
      dirty.stages.add('generators');
      break;
    case 'react-page':
      dirty.stages.add('reactPages');
      break;
    case 'page':
      // An edit keeps the page's place in the site; adding or removing a page changes the routes.
      if (event === 'change') dirty.pageFiles.add(file);
      else dirty.stages.add('content');
      break;
    case 'category':
    case 'blog-authors':
      dirty.stages.add('content');
      break;
    case 'static':
      // New or removed static files change which links resolve.
      if (event === 'change') dirty.reload = true;
      else dirty.stages.add('static');
      break;
    case 'content-file':
      dirty.reload = true;
      break;
    case 'ignore':
      break;
  }
}
