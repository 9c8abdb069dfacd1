type Mode = 'light' | 'dark';

const KEY = 'theme';

function stored(): Mode | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §4 colour mode: the user's pick is stored under `theme` and mirrored on <html data-theme>; other tabs'
 * changes and (when respected) system changes are followed; clearing falls back to system, then default.
 */
export function initColorMode(): void {
  const root = document.documentElement;
  const defaultMode = (root.dataset.themeDefault as Mode | undefined) ?? 'light';
  const respectSystem = root.dataset.themeRespectSystem === 'true';
  const disabled = root.dataset.themeSwitchDisabled === 'true';
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const fallback = (): Mode => (respectSystem ? (media.matches ? 'dark' : 'light') : defaultMode);
  const apply = (mode: Mode) => {
    root.dataset.theme = mode;
    document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]').forEach((button) => {
      const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
      button.setAttribute('aria-label', label);
      button.title = label;
    });
  };

  if (disabled) {
    try {
      localStorage.removeItem(KEY);
    } catch {
      /* storage unavailable */
    }
    apply(defaultMode);
    return;
  }
  apply(stored() ?? fallback());

  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[data-theme-toggle]');
    if (!button) return;
    const next: Mode = root.dataset.theme === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(KEY, next);
    } catch {
      /* private mode: the choice lasts for this page */
    }
    apply(next);
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY && event.key !== null) return;
    apply(stored() ?? fallback());
  });
  media.addEventListener('change', () => {
    // Printing flips the media query in some browsers; it is not a user's choice.
    if (!respectSystem || stored() || window.matchMedia('print').matches) return;
    apply(fallback());
  });
}
