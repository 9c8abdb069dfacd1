import { initCodeBlocks } from './codeBlocks.js';
import { initColorMode } from './colorMode.js';
import { initNavigation } from './navigation.js';
import { initTabs } from './tabs.js';

initColorMode();
initNavigation();
initTabs();
initCodeBlocks();
