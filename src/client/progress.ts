import { tr } from './strings.js';
/**
 * SPEC §2/§9 loading states: a progress bar at the top and a spinner over the content, both only once a
 * navigation has taken 200 ms, so pages that come from the prefetch cache switch without any flash.
 */
const DELAY_MS = 200;

let bar: HTMLElement | undefined;
let spinner: HTMLElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function elements(): [HTMLElement, HTMLElement] {
  if (!bar || !spinner) {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('aria-hidden', 'true');
    spinner = document.createElement('div');
    spinner.className = 'route-spinner';
    spinner.setAttribute('role', 'status');
    spinner.setAttribute('aria-label', tr('Loading page'));
    spinner.hidden = true;
    document.body.append(bar, spinner);
  }
  return [bar, spinner];
}

/**
 * Starts timing a navigation, replacing any earlier one's timer (one navigation loads at a time). Call the
 * returned function when the navigation ends, however it ends.
 */
export function startLoading(): () => void {
  const [progress, spin] = elements();
  clearTimeout(timer);
  progress.classList.remove('done');
  timer = setTimeout(() => {
    progress.classList.add('loading');
    spin.hidden = false;
  }, DELAY_MS);
  return () => {
    clearTimeout(timer);
    spin.hidden = true;
    // Fill the bar, then fade it out (CSS).
    if (progress.classList.contains('loading')) progress.classList.replace('loading', 'done');
  };
}
