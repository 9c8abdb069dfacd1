import { tr } from './strings.js';
/**
 * SPEC §8 error views, built in the browser when client-side navigation fails: the generic view (message +
 * Try again / Retry) and the crash view ("This page crashed" + Try again + the error details).
 */

function button(label: string, onClick: () => void): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = 'button error-view-button';
  el.textContent = label;
  el.addEventListener('click', onClick);
  return el;
}

function view(container: HTMLElement, parts: HTMLElement[]): HTMLElement {
  const box = document.createElement('div');
  box.className = 'error-view';
  box.setAttribute('role', 'alert');
  box.append(...parts);
  container.replaceChildren(box);
  return box;
}

/** The generic error view: the error text and a button that runs `onRetry`. */
export function showErrorView(container: HTMLElement, message: string, onRetry: () => void, retryLabel = tr('Try again')): HTMLElement {
  const text = document.createElement('p');
  text.className = 'error-view-message';
  text.textContent = message;
  return view(container, [text, button(retryLabel, onRetry)]);
}

/** What a bug report needs: the error's name and message, then its stack (which in V8 already starts with both). */
function detailsOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const headline = `${error.name}: ${error.message}`;
  if (!error.stack) return headline;
  return error.stack.startsWith(headline) ? error.stack : `${headline}\n${error.stack}`;
}

/** The crash view: a title, Try again, and the error's details for a bug report. */
export function showCrashView(container: HTMLElement, error: unknown, onRetry: () => void): HTMLElement {
  const title = document.createElement('h1');
  title.textContent = tr('This page crashed');
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = tr('Error details');
  const pre = document.createElement('pre');
  pre.textContent = detailsOf(error);
  details.append(summary, pre);
  return view(container, [title, button(tr('Try again'), onRetry), details]);
}
