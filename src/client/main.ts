import { initAnalytics } from './analytics.js';
import { initAnnouncement } from './announcement.js';
import { initCodeBlocks } from './codeBlocks.js';
import { initCopyPage } from './copyPage.js';
import { initColorMode } from './colorMode.js';
import { initNavigation } from './navigation.js';
import { initPrefetch } from './prefetch.js';
import { initRouter } from './router.js';
import { initSearch } from './search/trigger.js';
import { initSmoothScroll } from './smoothScroll.js';
import { initTabs } from './tabs.js';
import { initToc } from './toc.js';
import { rememberPreferredVersion } from './version.js';

initColorMode();
initNavigation();
initTabs();
initCodeBlocks();
initCopyPage();
initAnnouncement();
initToc();
initSmoothScroll();
// Runtime (issue 6): client navigation, prefetch, analytics page views, search, preferred version.
initRouter();
initPrefetch();
initAnalytics();
initSearch();
rememberPreferredVersion();
