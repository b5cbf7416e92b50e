import sanitizeHtml from 'sanitize-html';

/** Shapes, groups and text: what a plan symbol or an area's pattern tile is drawn with. */
const shapeTags = [
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
];

const presentation = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'opacity',
  'transform',
  'font-size',
  'font-weight',
  'font-family',
  'text-anchor',
  'dominant-baseline',
];

const geometry = [
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'd',
  'points',
  'dx',
  'dy',
];

/** A paint is a colour, `none` or `currentColor`: never a url() to something outside. */
const paint = /^(none|currentColor|#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20}|rgba?\([\d\s.,%]+\))$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: shapeTags,
  allowedAttributes: { '*': [...presentation, ...geometry] },
  allowedStyles: {},
  // Every tag and attribute kept is lower case: `<SCRIPT>` is then known as a script.
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  // What these hold is not drawn text: it goes with them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'foreignobject',
    'title',
    'desc',
    'metadata',
  ],
  transformTags: {
    '*': (tagName, attribs) => {
      const kept = Object.fromEntries(
        Object.entries(attribs).filter(
          ([name, value]) => !['fill', 'stroke'].includes(name) || paint.test(value.trim()),
        ),
      );
      return { tagName, attribs: kept };
    },
  },
};

/**
 * The markup of an administrator's symbol (svg_element_types, monster_soorten,
 * waarneming_types) or pattern tile (svg_patterns), reduced to shapes and their paint: no
 * script, event handler, link, image, style sheet or foreign reference. The editor and
 * the report's print both place it inside their own `<svg>`.
 */
export function sanitizeSymbolSvg(markup: string): string {
  return sanitizeHtml(markup, options).trim();
}
