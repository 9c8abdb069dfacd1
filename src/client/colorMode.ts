import { tr } from './strings.js';
import { readStorage, writeStorage } from './storage.js';
/**
 * SPEC §4 colour mode. The mode lives in localStorage under `theme` and is mirrored on `<html data-theme>`.
 * It changes when the user picks one, when another tab changes the stored value, and (only when the site
 * respects it, and never because of printing) when the system scheme changes. With no stored pick the mode is
 * the system scheme when respected, else the configured default. A disabled switch deletes the stored value.
 * The inline head script has already applied the initial mode before paint; this keeps it in step afterwards.
 */

type Mode = 'light' | 'dark';

const KEY = 'theme';

function readStored(): Mode | null {
  const value = readStorage(KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

const writeStored = (mode: Mode | null) => writeStorage(KEY, mode);

function apply(mode: Mode): void {
  document.documentElement.setAttribute('data-theme', mode);
  const label = tr(mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode');
  document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]').forEach((button) => {
    button.setAttribute('aria-label', label);
    button.title = label;
  });
}

export function initColorMode(): void {
  const root = document.documentElement;
  const defaultMode: Mode = root.dataset.themeDefault === 'dark' ? 'dark' : 'light';
  const respectSystem = root.hasAttribute('data-theme-respect-system');
  const disabled = root.hasAttribute('data-theme-switch-disabled');
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  const fallback = (): Mode => (respectSystem ? (system.matches ? 'dark' : 'light') : defaultMode);

  if (disabled) writeStored(null);
  apply(disabled ? fallback() : (readStored() ?? fallback()));

  if (!disabled) {
    document.addEventListener('click', (event) => {
      if (!(event.target as Element).closest('[data-theme-toggle]')) return;
      const next: Mode = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      writeStored(next);
      apply(next);
    });
    // Fired only in the *other* tabs of the origin; `key === null` means the storage was cleared.
    window.addEventListener('storage', (event) => {
      if (event.key === KEY || event.key === null) apply(readStored() ?? fallback());
    });
  }

  if (!respectSystem) return;
  // Some browsers flip the colour scheme while printing; that is not the reader's choice, so it is ignored.
  let printing = false;
  window.addEventListener('beforeprint', () => (printing = true));
  window.addEventListener('afterprint', () => setTimeout(() => (printing = false)));
  system.addEventListener('change', () => {
    if (printing || window.matchMedia('print').matches) return;
    // Following the system replaces an earlier pick, so a reload shows the same mode as now.
    if (!disabled) writeStored(null);
    apply(fallback());
  });
}
