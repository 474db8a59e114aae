/**
 * Text users wrote, made safe to print in a maintainer's terminal: control characters (C0 but
 * newline and tab, DEL, C1 such as U+009B, the 8-bit CSI), bidirectional controls (U+202A-U+202E,
 * U+2066-U+2069, U+200E, U+200F, U+061C) and line and paragraph separators are shown as \u{...}
 * escapes, so nothing stored can move the cursor, recolour the screen or reorder what is read.
 * Reports refuse most of these when they are sent; rows stored earlier may still hold them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const escapeOne = (char: string) => `\\u{${char.codePointAt(0)!.toString(16).padStart(4, '0')}}`;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, escapeOne);
}

/** JSON for a terminal: the same characters as \uXXXX escapes, which JSON readers turn back into them. */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    UNSAFE,
    (char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`,
  );
}
