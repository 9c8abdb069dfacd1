import { sr } from './sr.js';
import type { Messages } from './types.js';

/** Serbian's Cyrillic letters in its Latin alphabet (gajica), letter for letter, as Serbian is written in both. */
const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm',
  н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'ć', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'č', џ: 'dž', ш: 'š',
};

/** A Cyrillic text in Latin letters: a capital that becomes two letters (`Љ`) is `Lj`, or `LJ` in a word of capitals. */
function latinOf(text: string): string {
  return text.replace(/[\u0400-\u04FF]/g, (letter, at: number) => {
    const lower = letter.toLowerCase();
    const latin = LATIN[lower] ?? letter;
    if (letter === lower) return latin;
    const next = text[at + 1] ?? '';
    const inCapitals = next !== next.toLowerCase();
    return inCapitals ? latin.toUpperCase() : latin[0].toUpperCase() + latin.slice(1);
  });
}

/** Serbian in Latin letters (`sr-Latn`, `sr-ME`): the Cyrillic messages, transliterated. */
export const srLatn: Messages = Object.fromEntries(Object.entries(sr).map(([id, text]) => [id, latinOf(text)]));
