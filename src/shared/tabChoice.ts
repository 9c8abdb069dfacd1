/** Where a `<Tabs groupId>` choice is stored: Docusaurus's key, so a choice made on a Docusaurus site carries over. */
export const TAB_CHOICE_KEY_PREFIX = 'docusaurus.tab.';
