// Rollup plugin: collapses the whitespace of css`` tagged templates (src/ui/styles/css.ts) in the
// browser builds. The sheets are written readable; shipped, their indentation is only bytes.
// Interpolations (`${tokens.primary}`) are kept as they are; only the static parts change.
const CSS_TEMPLATE = /\bcss\s*`([^`]*)`/g; // TypeScript emits `css \`...\``

/** Minifies a static piece of CSS text: comments out, whitespace collapsed, none around punctuation. */
export function minifyCssText(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}');
}

function minifyTemplate(body) {
  // Split around ${...} (no nested braces in our sheets' interpolations) and minify the text between.
  // A space next to an interpolation may be significant (`font: 14px ${font}`), so parts are not trimmed.
  return body
    .split(/(\$\{[^}]*\})/)
    .map((part, i) => (i % 2 ? part : minifyCssText(part)))
    .join('')
    .trim();
}

export function minifyCssTemplates() {
  return {
    name: 'irr-minify-css-templates',
    transform(code, id) {
      if (id.includes('/node_modules/')) return null;
      const out = code.replace(CSS_TEMPLATE, (_m, body) => `css\`${minifyTemplate(body)}\``);
      return out === code ? null : { code: out, map: null };
    },
  };
}
