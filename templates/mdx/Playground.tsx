import type { ReactNode } from 'react';
import { usePageContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { CodeBlock } from './CodeBlock.js';
import { liveResult } from './liveResult.js';

export interface PlaygroundProps {
  /** The code as written, as Docusaurus's Playground is given it. */
  children: string;
  /** The names the code can use (`@theme/ReactLiveScope`). */
  scope?: Record<string, unknown>;
  /** The fence's meta: `noInline` in it makes the code statements that call `render(…)`. */
  metastring?: string;
  /** `language-jsx`. */
  className?: string;
  /** The code compiled when its page was (docs-gen's); without it there is no result to show. */
  compiled?: string;
  /** The code as a code block, highlighted with the page; without it the code is highlighted here. */
  codeBlock?: ReactNode;
  /** Where the result goes: the config's `liveCodeBlock.playgroundPosition` unless given. */
  position?: 'top' | 'bottom';
}

/**
 * A live code block: its code under a "Live Editor" header and, under "Result", what the code renders, rendered
 * with the page on the server (no editor and no script: the reader gets HTML, with or without JavaScript).
 */
export function Playground({ children, scope, metastring, className, compiled, codeBlock, position }: PlaygroundProps) {
  const { text } = useTranslation();
  const setting = usePageContext()?.config.liveCodeBlock;
  const where = position ?? (setting ? setting.playgroundPosition : 'bottom');
  const language = className?.split(' ').find((c) => c.startsWith('language-'))?.slice('language-'.length);
  const editor = [
    <div key="editor" className="playground-header">
      {text('theme.Playground.liveEditor', 'Live Editor')}
    </div>,
    codeBlock ?? (
      <CodeBlock key="code" language={language} metastring={metastring}>
        {children}
      </CodeBlock>
    ),
  ];
  const result = [
    <div key="result" className="playground-header">
      {text('theme.Playground.result', 'Result')}
    </div>,
    <div key="preview" className="playground-result">
      {compiled === undefined ? null : liveResult(compiled, scope, metastring?.includes('noInline') ?? false)}
    </div>,
  ];
  return <div className="playground">{where === 'top' ? [...result, ...editor] : [...editor, ...result]}</div>;
}
