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

/**
 * The placeholders a report's markup renders to (`{% pdf_pages %}`, `{% plan_drawing %}`),
 * which the print model replaces by pages and drawings.
 */
const placeholderAttributes = {
  'vezel-pdf-pages': ['data-file'],
  'vezel-plan-drawing': ['data-plan'],
};

const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: textTags,
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'lang'],
    a: ['href'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
    ol: ['start', 'type'],
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

/** Rendered markup may also hold the placeholders its tags wrote. */
const renderedMarkupOptions: sanitizeHtml.IOptions = {
  ...richTextOptions,
  allowedTags: [...textTags, ...Object.keys(placeholderAttributes)],
  allowedAttributes: { ...richTextOptions.allowedAttributes, ...placeholderAttributes },
};

/**
 * Rich text that may be shown and printed (a chapter's text): text, tables, lists and the
 * organisation's images; no script, style sheet, frame, form, event handler or foreign
 * image, nor a placeholder: only a template's tags print a PDF's pages or a plan drawing.
 */
export function sanitizeReportHtml(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}

/**
 * A report element's rendered markup: as rich text, and the placeholders of a PDF's pages
 * and of a plan drawing that its tags wrote.
 */
export function sanitizeRenderedMarkup(html: string): string {
  return sanitizeHtml(html, renderedMarkupOptions);
}
