import type { BadInput } from '../badInput.js';

function frontMatterCase(name: string, text: string, line: number, message: RegExp): BadInput {
  return { name: `front matter: ${name}`, files: { 'docs/guide.md': text }, code: 1, file: 'docs/guide.md', line, message };
}

export const cases: BadInput[] = [
  frontMatterCase('unclosed', '---\ntitle: Guide\n\n## Setup\n\nText.\n', 1, /Front matter is not closed/),
  frontMatterCase('unclosed after a BOM, CRLF', '\uFEFF---\r\ntitle: Guide\r\n\r\nText.\r\n', 1, /Front matter is not closed/),
  frontMatterCase('opening fence only', '---\n', 1, /Front matter is not closed/),
  frontMatterCase('tab indentation', '---\ntitle: Guide\ntags:\n\t- one\n---\n\nText.\n', 4, /YAML syntax error: Tabs are not allowed as indentation/),
  frontMatterCase('tab indentation with CRLF after a BOM', '\uFEFF---\r\ntitle: Guide\r\nkeywords:\r\n\t- one\r\n---\r\n', 4, /YAML syntax error: Tabs are not allowed/),
  frontMatterCase('bad YAML', '---\ntitle: Guide\ndescription: [unclosed\n---\n\nText.\n', 3, /YAML syntax error/),
  frontMatterCase('duplicate key', '---\ntitle: Guide\ntitle: Again\n---\n\nText.\n', 3, /YAML syntax error: Map keys must be unique/),
  frontMatterCase('value of the wrong type', '---\ntitle: Guide\nsidebar_position: two\n---\n\nText.\n', 3, /Invalid front matter "sidebar_position": Expected number/),
  frontMatterCase('wrong type with CRLF after a BOM', '\uFEFF---\r\ntitle: Guide\r\nhide_title: maybe\r\n---\r\n', 3, /Invalid front matter "hide_title": Expected boolean/),
  frontMatterCase('quoted key of the wrong type', '---\ntitle: Guide\n"draft": 1\n---\n', 3, /Invalid front matter "draft"/),
  frontMatterCase('a list instead of a mapping', '---\n- title\n- Guide\n---\n', 2, /must be a YAML mapping/),
  { ...frontMatterCase('misspelled key after a BOM', '\uFEFF---\ntitle: Guide\nsidebar_postion: 2\n---\n', 3, /Unknown front matter key "sidebar_postion"/), code: 0 },
];
