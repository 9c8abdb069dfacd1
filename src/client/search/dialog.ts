import type { tr as translate } from '../strings.js';
import type { SearchEngine, SearchResults } from './engine.js';
import { loadSearchEngine } from './loadIndex.js';
import { readRecent, rememberRecent } from './recent.js';
import { el, marked, renderGroup, renderOption, type OptionData } from './render.js';

const LISTBOX_ID = 'search-results';

/** The page's text in its locale: the runtime's (strings.ts), handed over by `openSearch` so both chunks share one. */
let tr: typeof translate;

/** The dialog's markup: a modal `<dialog>` holding a combobox input that controls a grouped listbox. */
function buildView() {
  // type=text: a search input would take Escape to clear itself instead of closing the dialog.
  const input = el('input', {
    type: 'text',
    inputmode: 'search',
    role: 'combobox',
    'aria-expanded': 'false',
    'aria-controls': LISTBOX_ID,
    'aria-autocomplete': 'list',
    'aria-label': tr('Search the docs'),
    placeholder: tr('Search the docs'),
    autocomplete: 'off',
    spellcheck: 'false',
    enterkeyhint: 'go',
    class: 'search-input',
  });
  const close = el('button', { type: 'button', class: 'search-close', 'aria-label': tr('Close search') }, [tr('Close')]);
  const status = el('p', { class: 'search-status', role: 'status' });
  const list = el('ul', { id: LISTBOX_ID, role: 'listbox', 'aria-label': tr('Search results'), class: 'search-results' });
  const help = el('p', { class: 'search-help' }, [el('kbd', {}, ['↑']), el('kbd', {}, ['↓']), tr(' to move, '), el('kbd', {}, ['Enter']), tr(' to open, '), el('kbd', {}, ['Esc']), tr(' to close')]);
  const dialog = el('dialog', { class: 'search-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-label': tr('Search') }, [
    el('div', { class: 'search-panel' }, [el('div', { class: 'search-bar' }, [input, close]), status, list, help]),
  ]);
  close.addEventListener('click', () => dialog.close());
  document.body.append(dialog);
  return { dialog, input, status, list };
}

/** The true number of matching pages, and how many of them the list shows. */
/** The docs version of the page read (its `docs-gen:docs-version` meta), which search keeps to. */
function readerVersion(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="docs-gen:docs-version"]')?.content || undefined;
}

function countMessage(query: string, total: number, shown: number): string {
  if (!total) return tr('No results for “{query}”', { query });
  const found = tr(total === 1 ? '{count} page found' : '{count} pages found', { count: total });
  return shown < total ? tr('{found}, showing the best {shown}', { found, shown }) : found;
}

function createSearchDialog(indexUrl: string) {
  const { dialog, input, status, list } = buildView();
  let engine: SearchEngine | undefined;
  /** Answers arrive as their chunks load: only the latest query's is shown. */
  let queries = 0;
  let failed = false;
  let options: HTMLElement[] = [];
  let hits: OptionData[] = [];
  let active = -1;
  let opener: Element | null = null;

  const setActive = (i: number) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = options.length ? (i + options.length) % options.length : -1;
    const option = options[active];
    if (!option) return input.removeAttribute('aria-activedescendant');
    option.setAttribute('aria-selected', 'true');
    option.scrollIntoView({ block: 'nearest' });
    input.setAttribute('aria-activedescendant', option.id);
  };

  const option = (data: OptionData, terms: ReadonlySet<string>) => {
    const item = renderOption(`search-option-${options.length}`, data, terms);
    options.push(item.firstElementChild as HTMLElement);
    hits.push(data);
    return item;
  };

  /** Replaces the list; the first option is active, so Enter opens the best result. */
  const show = (groups: HTMLLIElement[], message: string) => {
    list.replaceChildren(...groups);
    status.textContent = message;
    input.setAttribute('aria-expanded', String(options.length > 0));
    active = -1;
    setActive(0);
  };

  const update = () => {
    const query = input.value.trim();
    if (!engine || !query) {
      // A pending answer would replace this state: it is dropped.
      queries++;
      options = [];
      hits = [];
    }
    if (!query) {
      const recent = readRecent();
      const group = renderGroup('search-group-recent', [tr('Recent')], recent.map((hit) => option(hit, new Set())));
      return show(recent.length ? [group] : [], recent.length ? '' : tr('Search the titles, headings and text of every page.'));
    }
    if (!engine) return show([], tr(failed ? 'Search is unavailable: its index could not be loaded. Close and try again.' : 'Loading the search index…'));
    // The list shown stays usable until the answer replaces it.
    const asked = ++queries;
    engine.search(input.value, readerVersion()).then(
      (results) => asked === queries && showResults(query, results),
      (error: unknown) => {
        if (asked !== queries) return;
        console.warn('docs-gen: a search index chunk could not be loaded.', error);
        options = [];
        hits = [];
        show([], tr('Search is unavailable: part of its index could not be loaded. Try again.'));
      },
    );
  };

  const showResults = (query: string, { pages, total, terms }: SearchResults) => {
    options = [];
    hits = [];
    const groups = pages.map((page, p) => {
      const badge = page.badge ? [el('span', { class: `search-badge method-badge method-${page.badge.toLowerCase()}` }, [page.badge])] : [];
      const items = page.sections.map((s) => option({ url: s.url, title: page.title, headings: s.headings, excerpt: s.excerpt, grouped: true }, terms));
      return renderGroup(`search-group-${p}`, [...badge, ...marked(page.title, terms)], items);
    });
    show(groups, countMessage(query, total, pages.length));
  };

  input.addEventListener('input', update);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault();
      options[active].click();
    }
  });
  list.addEventListener('mousemove', (event) => {
    const target = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (target && target !== options[active]) setActive(options.indexOf(target));
  });
  // The link's click goes on to the document, where the router turns it into a client navigation.
  list.addEventListener('click', (event) => {
    const target = (event.target as Element).closest<HTMLElement>('[role="option"]');
    const hit = target && hits[options.indexOf(target)];
    if (!hit) return;
    rememberRecent({ url: hit.url, title: hit.title, headings: hit.headings });
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // The next search starts afresh, with this result among the recent ones.
    input.value = '';
    dialog.close();
  });
  // A click on the backdrop lands on the <dialog> itself; the panel covers the rest.
  dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
  dialog.addEventListener('close', () => (opener as HTMLElement | null)?.focus?.());
  document.addEventListener('docs-gen:navigated', () => dialog.open && dialog.close());

  return {
    /** `typed`: what the reader typed while the dialog's code was loading, kept as the start of the query. */
    open(typed = '') {
      if (!dialog.open) {
        opener = document.activeElement;
        dialog.showModal();
      }
      input.focus();
      if (typed) {
        input.value = typed;
        input.setSelectionRange(typed.length, typed.length);
      } else input.select();
      failed = false;
      update();
      if (engine) return;
      loadSearchEngine(indexUrl).then(
        (loaded) => {
          engine = loaded;
          update();
        },
        (error: unknown) => {
          failed = true;
          console.warn('docs-gen: the search index could not be loaded.', error);
          update();
        },
      );
    },
  };
}

let instance: ReturnType<typeof createSearchDialog> | undefined;

/**
 * Opens the search dialog, building it on first use; the manifest behind `indexUrl` loads once. `typed` is
 * text typed before the dialog existed; `translated` gives the dialog's text in the page's locale.
 */
export function openSearch(indexUrl: string, typed: string, translated: typeof translate): void {
  tr = translated;
  (instance ??= createSearchDialog(indexUrl)).open(typed);
}
