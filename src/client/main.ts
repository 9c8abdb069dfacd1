import { initAnnouncement } from './announcement.js';
import { initCodeBlocks } from './codeBlocks.js';
import { initColorMode } from './colorMode.js';
import { initNavigation } from './navigation.js';
import { initSmoothScroll } from './smoothScroll.js';
import { initTabs } from './tabs.js';
import { initToc } from './toc.js';

initColorMode();
initNavigation();
initTabs();
initCodeBlocks();
initAnnouncement();
initToc();
initSmoothScroll();
