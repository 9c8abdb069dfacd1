import { createContext } from 'react';
import type { MdxComponents } from './types.js';

/**
 * The components the page being rendered gives its content. Markdown that site code or a theme override imports
 * renders with them, as the page's own Markdown does: an override's bundle cannot know the site's components.
 */
export const PageComponentsContext = createContext<MdxComponents | undefined>(undefined);
