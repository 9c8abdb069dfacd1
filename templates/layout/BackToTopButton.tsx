import { useTranslation } from '../translate.js';

/**
 * The button's rules: fixed in the corner; where animations follow scrolling, hidden until the page is scrolled
 * 300 px down (elsewhere the animation ends at once and the button stays).
 */
const STYLE = [
  '.back-to-top{position:fixed;inset-inline-end:1.3rem;bottom:1.3rem;z-index:20;display:grid;place-items:center;width:3rem;height:3rem;',
  'border:1px solid var(--dg-border);border-radius:50%;background:var(--dg-bg);color:var(--dg-text);',
  'animation:back-to-top linear both;animation-timeline:scroll(root);animation-range:0 300px}',
  '@keyframes back-to-top{0%,99%{visibility:hidden;opacity:0}}',
].join('');

/**
 * Docusaurus's `BackToTopButton`, for pages and site code that render it: a round button in the corner that leads
 * back to the top of the page's content. A link to `#main` rather than a script, so it costs every page's
 * runtime nothing and works without JavaScript (smoothly, as any link to an anchor of the page). Its rules come
 * with it, beside it in the page's content: pages without it do not carry them, and a page reached by client
 * navigation brings them along with its content (the head's styles are not swapped).
 */
export function BackToTopButton() {
  const { text } = useTranslation();
  return (
    <>
      <style>{STYLE}</style>
      <a className="back-to-top theme-back-to-top-button" href="#main" aria-label={text('theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top')}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 15l6-6 6 6" />
        </svg>
      </a>
    </>
  );
}
