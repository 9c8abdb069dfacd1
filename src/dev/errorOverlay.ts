import type { CodeFrame } from './codeFrame.js';
import { injectReloadClient } from './clientSnippet.js';
import type { Problem } from './describeProblems.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function frameHtml(frame: CodeFrame): string {
  const width = String(frame.lines[frame.lines.length - 1].number).length;
  const rows = frame.lines.map((line) => {
    const number = String(line.number).padStart(width);
    const row = `<span class="n">${line.marked ? '&gt;' : ' '} ${number} |</span> ${escapeHtml(line.text)}`;
    if (!line.marked || frame.column === undefined) return `<span${line.marked ? ' class="hit"' : ''}>${row}</span>`;
    const lead = line.text.slice(0, frame.column - 1).replace(/[^\t]/g, ' ');
    return `<span class="hit">${row}</span>\n<span class="n">  ${' '.repeat(width)} |</span> ${lead}<span class="caret">^</span>`;
  });
  return `<pre class="frame">${rows.join('\n')}</pre>`;
}

function problemHtml(problem: Problem): string {
  return [
    '<section class="problem">',
    problem.location ? `<p class="loc">${escapeHtml(problem.location)}</p>` : '',
    `<p class="msg">${escapeHtml(problem.message)}</p>`,
    problem.hint ? `<p class="hint">${escapeHtml(problem.hint)}</p>` : '',
    problem.frame ? frameHtml(problem.frame) : '',
    problem.stack ? `<pre class="stack">${escapeHtml(problem.stack)}</pre>` : '',
    '</section>',
  ].join('');
}

const STYLE = `
body{margin:0;background:#181818;color:#eee;font:15px/1.5 system-ui,sans-serif}
main{max-width:960px;margin:0 auto;padding:32px 24px}
h1{color:#ff6b6b;font-size:20px;margin:0 0 8px}
.note{color:#aaa;margin:0 0 24px}
.problem{background:#222;border-left:4px solid #ff6b6b;padding:12px 16px;margin:0 0 16px;border-radius:4px}
.loc{font-family:ui-monospace,monospace;color:#8ab4f8;margin:0 0 4px}
.msg{font-weight:600;margin:0 0 4px;white-space:pre-wrap}
.hint{color:#ccc;margin:0 0 8px}
pre{background:#111;padding:12px;overflow:auto;font:13px/1.45 ui-monospace,monospace;margin:8px 0 0}
.n{color:#777}.hit{color:#fff;background:#3a1f1f}.caret{color:#ff6b6b;font-weight:700}
.stack{color:#aaa}`;

/**
 * The page every route shows while the site fails to build: each problem's `file:line:col`, message,
 * hint and code frame. It carries the reload script, so the next good save brings the site back.
 */
export function renderErrorOverlay(problems: Problem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>docs-gen: build failed</title><style>${STYLE}</style></head><body><main id="docs-gen-error-overlay">
<h1>Build failed: ${count}</h1><p class="note">Fix the file and save: this page reloads by itself.</p>
${problems.map(problemHtml).join('\n')}
</main></body></html>`;
  return injectReloadClient(html);
}
