import { gfmTable } from 'micromark-extension-gfm-table';
import type { Construct, Extension, State, TokenizeContext, Tokenizer } from 'micromark-util-types';

/**
 * Every character a delimiter row's line can hold (`| :-- | --: |`), with the blanks and `>` of the blocks around
 * it: a line of anything else is not one, whatever blocks it sits in.
 */
const MAY_DELIMIT = /^[ \t>|:-]*-[ \t>|:-]*$/;

/** Per line of a document (1-based), whether the next line may be a table's delimiter row. */
function headCandidates(doc: string): Uint8Array {
  const lines = doc.split(/\r\n|\r|\n/);
  const candidates = new Uint8Array(lines.length + 1);
  for (let i = 1; i < lines.length; i++) if (MAY_DELIMIT.test(lines[i])) candidates[i] = 1;
  return candidates;
}

/** Whether the flow so far ends in a table's head or row: a line then may be the table's next row. */
function afterTableRow(context: TokenizeContext): boolean {
  const { events } = context;
  let index = events.length - 1;
  while (index > -1 && (events[index][1].type === 'lineEnding' || events[index][1].type === 'linePrefix')) index--;
  const tail = index > -1 ? events[index][1].type : undefined;
  return tail === 'tableHead' || tail === 'tableRow';
}

/**
 * GFM tables, tried only where a table can start or go on. The table construct is tried at the start of every
 * line of flow and reads the whole line as a head row before it knows whether the next line makes it one: on a
 * page with a table, that was a third of the time parsing took. A table starts at a line followed by a
 * delimiter row, or continues after a row of its own; anywhere else the construct fails at once, as it would
 * have after reading the line. `parse` wraps a parser so the lines of the document it parses are known.
 */
export function gatedGfmTable(): { syntax: Extension; parse: <T>(doc: string, parse: () => T) => T } {
  let candidates: Uint8Array | undefined;
  const syntax = gfmTable();
  const table = syntax.flow?.null as Construct;
  const tokenizeTable = table.tokenize;
  const tokenize: Tokenizer = function (this: TokenizeContext, effects, ok, nok): State {
    const start = tokenizeTable.call(this, effects, ok, nok);
    return (code) => {
      // Without the document's lines (a parse not wrapped), the construct is tried as it is.
      if (!candidates || candidates[this.now().line] || afterTableRow(this)) return start(code);
      return nok(code);
    };
  };
  table.tokenize = tokenize;
  return {
    syntax,
    parse(doc, parse) {
      const outer = candidates;
      candidates = headCandidates(doc);
      try {
        return parse();
      } finally {
        candidates = outer;
      }
    },
  };
}
