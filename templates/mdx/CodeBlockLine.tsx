import type { CSSProperties, ReactNode } from 'react';
import { DOCUSAURUS_HIGHLIGHT } from '../../src/shared/magicCommentKinds.js';
import { classNames } from './CodeBlockButtons.js';

/** A token as prism-react-renderer gives it. */
interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

type ElementProps = { className?: string; style?: CSSProperties; children?: ReactNode; [prop: string]: unknown };

export interface CodeBlockLineProps {
  line: Token[];
  classNames?: string[];
  showLineNumbers?: boolean;
  getLineProps: (input: { line: Token[]; className?: string }) => ElementProps;
  getTokenProps: (input: { token: Token }) => ElementProps;
}

/**
 * One line of tokens (`CodeBlock/Line`), as Docusaurus's `CodeBlock/Content` renders Prism's lines: the theme
 * highlights with Shiki and renders no lines of its own, so this is for a site's own `CodeBlock/Content` that
 * tokenizes the code itself (prism-react-renderer's `Highlight`). The line has the theme's `line` class, so its
 * styles apply, and a line Docusaurus highlights is drawn highlighted.
 */
export function CodeBlockLine({ line, classNames: lineClasses = [], getLineProps, getTokenProps }: CodeBlockLineProps) {
  const tokens = line.length === 1 && line[0].content === '\n' ? [{ ...line[0], content: '' }] : line;
  const highlighted = lineClasses.includes(DOCUSAURUS_HIGHLIGHT) && 'highlighted';
  const lineProps = getLineProps({ line: tokens, className: classNames('line', ...lineClasses, highlighted) });
  return (
    <span {...lineProps}>
      {tokens.map((token, key) => (
        <span key={key} {...getTokenProps({ token })} />
      ))}
      {'\n'}
    </span>
  );
}
