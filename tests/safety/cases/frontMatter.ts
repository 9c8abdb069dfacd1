import type { BadInput } from '../badInput.js';

export const cases: BadInput[] = [
  {
    name: 'unknown front matter key',
    files: { 'docs/guide.md': '---\ntitle: Guide\nsidebar_postion: 2\n---\n\nText\n' },
    code: 1,
    file: 'docs/guide.md',
    line: 3,
    message: /Unknown front matter key "sidebar_postion"/,
  },
];
