// The toolbar's edits of a Markdown body as pure functions of the text and the
// selection: what replaces which range, and what to select afterwards.

export interface Selection {
  start: number;
  end: number;
}

export interface Edit {
  /** The range replaced and its new text. */
  from: number;
  to: number;
  text: string;
  /** The selection afterwards, in the new text. */
  select: Selection;
}

/** `**bold**`, `*italic*`: around the selection, or around a placeholder selected for typing over. */
export function wrap(value: string, { start, end }: Selection, mark: string, placeholder: string): Edit {
  const inner = value.slice(start, end) || placeholder;
  const from = start + mark.length;
  return { from: start, to: end, text: `${mark}${inner}${mark}`, select: { start: from, end: from + inner.length } };
}

/** `[text](https://)` with the address selected, ready to paste over. */
export function link(value: string, { start, end }: Selection, placeholder: string): Edit {
  const label = value.slice(start, end) || placeholder;
  const url = 'https://';
  const at = start + label.length + 3;
  return { from: start, to: end, text: `[${label}](${url})`, select: { start: at, end: at + url.length } };
}

/** Every line the selection touches, prefixed (`## `, `- `, `> `, or `1. ` numbered). */
export function prefixLines(value: string, { start, end }: Selection, prefix: string | 'numbered'): Edit {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = value.indexOf('\n', end);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(from, to).split('\n');
  const text = lines.map((line, i) => `${prefix === 'numbered' ? `${i + 1}. ` : prefix}${line}`).join('\n');
  return { from, to, text, select: { start: from + text.length, end: from + text.length } };
}

/** A block (a table, an image) on lines of its own at the cursor. */
export function insertBlock(value: string, { start, end }: Selection, block: string): Edit {
  const before = start > 0 && value[start - 1] !== '\n' ? '\n\n' : '';
  const after = end < value.length && value[end] !== '\n' ? '\n\n' : '\n';
  const text = `${before}${block}${after}`;
  return { from: start, to: end, text, select: { start: start + text.length, end: start + text.length } };
}
