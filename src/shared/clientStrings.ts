/**
 * The browser runtime's own text, by translation id. The runtime writes it in English and looks each text up in
 * the table a page carries when its locale translates any of them (`clientStringsOf`): keyed by the English text,
 * the runtime's code holds no ids, which keeps the script every page loads small.
 */
export const CLIENT_STRINGS: Record<string, string> = {
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copied': 'Copied',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copy code to clipboard',
  'docs-gen.codeBlock.copyCommandsAriaLabel': 'Copy the commands to clipboard',
  'docs-gen.colorToggle.switchToLight': 'Switch to light mode',
  'docs-gen.colorToggle.switchToDark': 'Switch to dark mode',
  'docs-gen.copyPage.label': 'Copy page',
  'docs-gen.copyPage.copying': 'Copying…',
  'docs-gen.copyPage.failed': 'Copy failed',
  'docs-gen.copyPage.copiedAnnouncement': 'Page copied as Markdown',
  'docs-gen.copyPage.failedAnnouncement': 'Could not copy the page',
  'theme.SearchBar.label': 'Search',
  'theme.SearchModal.searchBox.placeholderText': 'Search the docs',
  'theme.SearchModal.startScreen.recentSearchesTitle': 'Recent',
  'docs-gen.search.close': 'Close',
  'docs-gen.search.closeAriaLabel': 'Close search',
  'docs-gen.search.resultsAriaLabel': 'Search results',
  'docs-gen.search.noResults': 'No results for “{query}”',
  'docs-gen.search.onePageFound': '{count} page found',
  'docs-gen.search.pagesFound': '{count} pages found',
  'docs-gen.search.showingBest': '{found}, showing the best {shown}',
  'docs-gen.search.hint': 'Search the titles, headings and text of every page.',
  'docs-gen.search.loading': 'Loading the search index…',
  'docs-gen.search.unavailable': 'Search is unavailable: its index could not be loaded. Close and try again.',
  'docs-gen.search.partUnavailable': 'Search is unavailable: part of its index could not be loaded. Try again.',
  'docs-gen.search.helpMove': ' to move, ',
  'docs-gen.search.helpOpen': ' to open, ',
  'docs-gen.search.helpClose': ' to close',
  'docs-gen.drawer.ariaLabel': 'Site navigation',
  'docs-gen.progress.ariaLabel': 'Loading page',
  'docs-gen.navigation.failed': 'This page could not be loaded. Check your connection, then retry.',
  'docs-gen.navigation.failedAnnouncement': 'This page could not be loaded.',
  'docs-gen.navigation.retry': 'Retry',
  'theme.ErrorPageContent.tryAgain': 'Try again',
  'docs-gen.errorView.crashed': 'This page crashed',
  'docs-gen.errorView.details': 'Error details',
  'docs-gen.docs.sidebar.toggleCategoryAriaLabel': 'Toggle the {label} category',
};

/** The id of the element holding a page's table of translated runtime text. */
export const CLIENT_STRINGS_ID = 'docs-gen-strings';

/** English text → the locale's, for each runtime text the locale translates; undefined when it translates none. */
export function clientStringsOf(translations: Record<string, string>): Record<string, string> | undefined {
  const table: Record<string, string> = {};
  for (const [id, english] of Object.entries(CLIENT_STRINGS)) {
    const translated = translations[id];
    if (translated !== undefined && translated !== english) table[english] = translated;
  }
  return Object.keys(table).length ? table : undefined;
}
