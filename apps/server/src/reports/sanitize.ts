import sanitizeHtml from 'sanitize-html';

const textTags = [
  'p',
  'br',
  'hr',
  'span',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'figure',
  'figcaption',
  'img',
  'a',
];

/** Only the organisation's own files (served to its members alone) and in-report anchors. */
const fileSource = /^\/files\/[1-9]\d{0,9}$/;

// No `id` or `name`: only the print view sets anchors, so no markup or rich text can take
// a heading's place as the destination of the table of contents or an in-report link.

const options: sanitizeHtml.IOptions = {
  allowedTags: [...textTags, 'vezel-pdf-pages', 'vezel-plan-drawing'],
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'lang'],
    a: ['href'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
    ol: ['start', 'type'],
    'vezel-pdf-pages': ['data-file'],
    'vezel-plan-drawing': ['data-plan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      width: [/^\d+(\.\d+)?(%|mm|cm|px)$/],
      'max-width': [/^\d+(\.\d+)?(%|mm|cm|px)$/],
      height: [/^\d+(\.\d+)?(mm|cm|px)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'font-size': [/^\d+(\.\d+)?(pt|px|em|%)$/],
      color: [/^#[0-9a-fA-F]{3,6}$/],
      'background-color': [/^#[0-9a-fA-F]{3,6}$/],
      'vertical-align': [/^(top|middle|bottom)$/],
      'break-before': [/^(page|auto|avoid)$/],
      'break-after': [/^(page|auto|avoid)$/],
      'break-inside': [/^(avoid|auto)$/],
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !fileSource.test(frame.attribs.src ?? ''),
  transformTags: {
    // An anchor points inside the report or out of it, never at a script.
    a: (tagName, attribs) => {
      const { href = '', ...rest } = attribs;
      const safe = /^(#[\w-]+|https?:\/\/|mailto:)/i.test(href);
      return { tagName, attribs: safe ? { ...rest, href } : rest };
    },
  },
};

/**
 * HTML that may be shown and printed: text, tables, lists, the organisation's images and the
 * placeholders of a PDF's pages and of a plan drawing; no script, style sheet, frame, form,
 * event handler or foreign image. Both a report's rendered markup and the surveyor's rich
 * text pass through it.
 */
export function sanitizeReportHtml(html: string): string {
  return sanitizeHtml(html, options);
}
