import type { Highlighter, ThemeRegistrationResolved } from 'shiki';

/** What a grammar's binary tokenization returns (vscode-textmate's `ITokenizeLineResult2`). */
interface LineResult {
  tokens: Uint32Array;
  ruleStack: unknown;
  stoppedEarly: boolean;
}

interface Grammar {
  tokenizeLine2(line: string, stack: unknown, timeLimit?: number): LineResult;
}

type ThemeSetting = ThemeRegistrationResolved['settings'][number];

const PAIRED = 'docs-gen-paired';

/** Lines remembered across grammars before the memo starts again. */
const MAX_LINES = 20_000;

/**
 * Colours of the paired theme: one per pair of light and dark colours, so that two tokens differ in it exactly
 * when they differ in either theme.
 */
function pairColours() {
  const ids = new Map<string, string>();
  const pairs = new Map<string, { light: string; dark: string }>();
  const pairOf = (l: string, d: string) => {
    const key = `${l.toUpperCase()} ${d.toUpperCase()}`;
    let id = ids.get(key);
    if (!id) {
      id = `#${(ids.size + 1).toString(16).toUpperCase().padStart(6, '0')}`;
      ids.set(key, id);
      pairs.set(id, { light: l.toUpperCase(), dark: d.toUpperCase() });
    }
    return id;
  };
  return { pairOf, pairs };
}

/** Whether two themes' rules match alike: same scopes and font styles, colours set in both or neither. */
function sameRules(light: ThemeSetting[], dark: ThemeSetting[]): boolean {
  if (light.length !== dark.length) return false;
  return light.every((l, i) => {
    const d = dark[i];
    return (
      JSON.stringify(l.scope) === JSON.stringify(d.scope) &&
      l.settings.fontStyle === d.settings.fontStyle &&
      Boolean(l.settings.background) === Boolean(d.settings.background) &&
      Boolean(l.settings.foreground) === Boolean(d.settings.foreground)
    );
  });
}

/**
 * Tokenizes each code block once for both colour themes instead of once per theme. Shiki tokenizes a block
 * with the light theme, again with the dark one, and cuts the tokens where either changes colour; the grammar's
 * matching is the same both times, only the colours a scope gets differ. When the two themes have the same
 * rules (GitHub's light and dark do: same scopes in the same order, other colours), a theme whose colour for
 * each rule stands for the pair of colours (foreground and background) cuts tokens exactly where either theme
 * does. The highlighter then tokenizes with that theme for both, each time reading the colours through its own
 * theme's map, and the second pass is answered from the first's lines: a line's tokens depend only on the line
 * and the state before it. The HTML is Shiki's own (a test compares it with an unpaired highlighter's on every
 * grammar). Returns false, changing nothing, when the themes' rules differ.
 */
export function pairThemes(highlighter: Highlighter, lightName: string, darkName: string): boolean {
  const primitive = highlighter.getInternalContext();
  const light = primitive.getTheme(lightName);
  const dark = primitive.getTheme(darkName);
  const replaced = Object.keys(light.colorReplacements ?? {}).length || Object.keys(dark.colorReplacements ?? {}).length;
  if (replaced || !sameRules(light.settings, dark.settings)) return false;
  const { pairOf, pairs } = pairColours();
  const settings = light.settings.map((rule, i): ThemeSetting => {
    const other = dark.settings[i].settings;
    const own = rule.settings;
    return {
      ...rule,
      settings: {
        ...own,
        ...(own.foreground && { foreground: pairOf(own.foreground, other.foreground!) }),
        // Shiki's tokens carry no background, but a change of background cuts a token as a change of colour does.
        ...(own.background && { background: pairOf(own.background, other.background!) }),
      },
    };
  });
  primitive.loadThemeSync({ name: PAIRED, type: light.type, fg: pairOf(light.fg, dark.fg), bg: pairOf(light.bg, dark.bg), settings });

  const setTheme = primitive.setTheme;
  const lightMap = setTheme(lightName).colorMap;
  const darkMap = setTheme(darkName).colorMap;
  const pairedMap = setTheme(PAIRED).colorMap;
  // Each theme's colours as its own map spells them, at the paired map's indexes.
  const through = (own: string[], pick: 'light' | 'dark') => {
    const mapped: string[] = [];
    for (const [index, id] of pairedMap.entries()) {
      const pair = pairs.get(id?.toUpperCase());
      const colour = pair && own.find((c) => c?.toUpperCase() === pair[pick]);
      if (pair && !colour) return undefined;
      mapped[index] = colour ?? id;
    }
    return mapped;
  };
  const maps = { [lightName]: through(lightMap, 'light'), [darkName]: through(darkMap, 'dark') };
  if (!maps[lightName] || !maps[darkName]) return false;

  let paired = false;
  primitive.setTheme = (name) => {
    const map = typeof name === 'string' ? maps[name] : undefined;
    paired = map !== undefined;
    if (!map) return setTheme(name);
    setTheme(PAIRED);
    return { theme: primitive.getTheme(name), colorMap: map };
  };

  // Per grammar, by the state a line starts in and the line: what tokenizing it gave.
  const memo = new Map<unknown, Map<unknown, Map<string, LineResult>>>();
  let lines = 0;
  const wrapped = new WeakMap<object, Grammar>();
  const getLanguage = primitive.getLanguage;
  primitive.getLanguage = (name) => {
    const grammar = getLanguage(name);
    let wrapper = wrapped.get(grammar);
    if (!wrapper) {
      const real = grammar as unknown as Grammar;
      wrapper = Object.create(grammar) as Grammar;
      wrapper.tokenizeLine2 = (line, stack, timeLimit) => {
        if (!paired) return real.tokenizeLine2(line, stack, timeLimit);
        let byStack = memo.get(grammar);
        if (!byStack) memo.set(grammar, (byStack = new Map()));
        let byLine = byStack.get(stack);
        const known = byLine?.get(line);
        if (known) return known;
        const result = real.tokenizeLine2(line, stack, timeLimit);
        if (result.stoppedEarly) return result;
        if (lines >= MAX_LINES) {
          memo.clear();
          lines = 0;
          memo.set(grammar, (byStack = new Map()));
          byLine = undefined;
        }
        if (!byLine) byStack.set(stack, (byLine = new Map()));
        byLine.set(line, result);
        lines++;
        return result;
      };
      wrapped.set(grammar, wrapper);
    }
    return wrapper as unknown as ReturnType<typeof getLanguage>;
  };
  return true;
}
