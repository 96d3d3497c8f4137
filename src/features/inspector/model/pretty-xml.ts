/**
 * Indents XML for reading, by text only (no DOM, nothing rendered as markup): one element per
 * line, text kept beside its element, CDATA, comments and declarations kept as they are.
 */
export function prettyXml(text: string, indent = '  '): string {
  const tokens = text.trim().match(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<![^>]*>|<[^>]+>|[^<]+/g);
  if (!tokens) return text;
  const lines: string[] = [];
  let depth = 0;
  let i = 0;
  const pad = () => indent.repeat(Math.max(0, depth));
  while (i < tokens.length) {
    const t = tokens[i] ?? '';
    if (/^\s+$/.test(t)) {
      i++;
      continue;
    }
    if (t.startsWith('</')) {
      depth--;
      lines.push(pad() + t);
      i++;
      continue;
    }
    const isOpen = t.startsWith('<') && !t.startsWith('<?') && !t.startsWith('<!') && !t.endsWith('/>');
    if (isOpen) {
      // <a>text</a> or <a><![CDATA[..]]></a> stays on one line.
      const inner = tokens[i + 1];
      const close = tokens[i + 2];
      if (inner !== undefined && close !== undefined && !inner.startsWith('<') && close.startsWith('</')) {
        lines.push(pad() + t + inner.trim() + close);
        i += 3;
        continue;
      }
      if (inner !== undefined && close !== undefined && inner.startsWith('<![CDATA[') && close.startsWith('</')) {
        lines.push(pad() + t + inner + close);
        i += 3;
        continue;
      }
      if (close === undefined && inner !== undefined && inner.startsWith('</')) {
        lines.push(pad() + t + inner);
        i += 2;
        continue;
      }
      if (inner !== undefined && inner.startsWith('</')) {
        lines.push(pad() + t + inner);
        i += 2;
        continue;
      }
      lines.push(pad() + t);
      depth++;
      i++;
      continue;
    }
    lines.push(pad() + t.trim());
    i++;
  }
  return lines.join('\n');
}
