import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';

function SearchIcon() {
  return (
    <svg className="search-button-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Zm5.3-2.2L21 21" />
    </svg>
  );
}

/**
 * Opens the search dialog (also Ctrl/⌘+K and `/`); its name is its "Search" label, visually hidden on narrow
 * screens. It carries the index URL for the runtime, which loads the dialog and the index on first use.
 * Hidden by CSS until the runtime starts, since it does nothing without it.
 */
export function SearchButton() {
  const { config, assets } = useSiteContext();
  const { text } = useTranslation();
  if (!config.search.enabled || !assets.searchIndex) return null;
  return (
    <button
      type="button"
      className="search-button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      data-search-button
      data-search-index={assets.searchIndex}
    >
      <SearchIcon />
      <span className="search-button-label">{text('theme.SearchBar.label', 'Search')}</span>
      {/* A hint for sighted keyboard users; aria-keyshortcuts tells assistive technology. */}
      <kbd className="search-button-keys" aria-hidden="true">
        {text('docs-gen.searchBar.keys', 'Ctrl K')}
      </kbd>
    </button>
  );
}
