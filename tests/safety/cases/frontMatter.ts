import type { BadInput } from '../badInput.js';

export const cases: BadInput[] = [
  {
    // Unknown keys are kept, as in Docusaurus; one that looks like a misspelling is a located warning.
    name: 'misspelled front matter key',
    files: { 'docs/guide.md': '---\ntitle: Guide\nsidebar_postion: 2\n---\n\nText\n' },
    code: 0,
    file: 'docs/guide.md',
    line: 3,
    message: /Unknown front matter key "sidebar_postion": did you mean "sidebar_position"\?/,
  },
];
