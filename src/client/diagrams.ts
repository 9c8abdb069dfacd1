/** The file name of Mermaid's browser build beside this script (content-hashed; set when the runtime is bundled). */
declare const __DOCS_GEN_MERMAID_FILE__: string;

interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

let loading: Promise<Mermaid> | undefined;
let drawnCount = 0;
/** Draws run one after another: a mode switched while one runs draws again once it ends. */
let queue: Promise<void> = Promise.resolve();
let watching = false;

/** Loads Mermaid once, on the first page that has a diagram (it is a few megabytes; other pages never load it). */
function loadMermaid(): Promise<Mermaid> {
  loading ??= new Promise<Mermaid>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL(__DOCS_GEN_MERMAID_FILE__, import.meta.url).href;
    script.onload = () => {
      const mermaid = (window as unknown as { mermaid?: Mermaid }).mermaid;
      if (mermaid) resolve(mermaid);
      else reject(new Error('Mermaid did not load'));
    };
    script.onerror = () => {
      // The next page tries again (the reader may be back online).
      loading = undefined;
      reject(new Error('Mermaid did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

const themeNow = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'default');

/**
 * Draws each diagram of the page that is not drawn in the current mode yet. The source stays in the page (hidden
 * once drawn): it is what shows without scripts, and what a failed diagram keeps showing.
 */
async function draw(): Promise<void> {
  const diagrams = [...document.querySelectorAll<HTMLElement>('[data-mermaid]')];
  const theme = themeNow();
  const todo = diagrams.filter((diagram) => diagram.dataset.drawn !== theme);
  if (!todo.length) return;
  const mermaid = await loadMermaid();
  mermaid.initialize({ startOnLoad: false, theme, securityLevel: 'strict', suppressErrorRendering: true });
  for (const diagram of todo) {
    const source = diagram.querySelector('.mermaid-source')?.textContent ?? '';
    try {
      const { svg } = await mermaid.render(`mermaid-diagram-${++drawnCount}`, source);
      let figure = diagram.querySelector<HTMLElement>('.mermaid-svg');
      if (!figure) {
        figure = document.createElement('div');
        figure.className = 'mermaid-svg';
        diagram.append(figure);
      }
      figure.innerHTML = svg;
      diagram.dataset.drawn = theme;
      diagram.removeAttribute('data-mermaid-error');
    } catch (error) {
      diagram.dataset.mermaidError = error instanceof Error ? error.message : String(error);
    }
  }
}

function schedule(): void {
  queue = queue.then(draw).catch(() => undefined);
}


/**
 * Draws the page's diagrams; the first call also draws them again whenever the colour mode changes. Called at load
 * and on each page client navigation brings that has a diagram (mermaidTrigger.ts).
 */
export function drawDiagrams(): void {
  if (!watching) {
    watching = true;
    new MutationObserver(() => {
      if (document.querySelector('[data-mermaid]')) schedule();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }
  schedule();
}
