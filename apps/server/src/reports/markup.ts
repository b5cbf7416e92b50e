import {
  Liquid,
  LiquidError,
  Tag,
  Value,
  type Context,
  type Emitter,
  type TagToken,
  type TopLevelToken,
} from 'liquidjs';
import { intlLocales, isLocale, locales, toLocale, type Locale } from '@vezel/domain';

/**
 * The report markup language: Liquid (https://liquidjs.com), the language shops use for
 * templates written by their customers. It runs no code: no file system (`include` and
 * `render` find nothing), output is HTML-escaped unless `| raw`, and parse and render time
 * and memory are capped. The HTML it yields is sanitised afterwards (`sanitize.ts`).
 *
 * Our additions:
 * - `{{ file.id | file_url }}`: `/files/<id>`, the only image source the sanitiser keeps;
 * - `{% pdf_pages certificate.file.id %}`: the PDF's pages, printed as images (placeholder
 *   `<vezel-pdf-pages data-file="<id>">` that the print model replaces);
 * - `{% plan_drawing plan.id %}`: a survey plan with what is drawn on it, as vectors, and
 *   its legend, filling the element's page (placeholder `<vezel-plan-drawing data-plan="<id>">`);
 * - `{{ date | long_date }}`: "24 november 2026"; `{{ n | decimal: 1 }}`: "12,5", in the
 *   report's language (`{{ language }}`: nl, en or fr) unless the filter names one:
 *   `{{ n | decimal: 1, "en" }}`: "12.5", `{{ date | long_date: "fr" }}`.
 */
export const reportMarkup = new Liquid({
  templates: {},
  outputEscape: 'escape',
  ownPropertyOnly: true,
  strictFilters: true,
  parseLimit: 1_000_000,
  renderLimit: 5_000,
  memoryLimit: 50_000_000,
  cache: false,
});

const digits = (value: unknown): string | null => {
  const text = String(value ?? '');
  return /^[1-9]\d{0,9}$/.test(text) ? text : null;
};

reportMarkup.registerFilter('file_url', (value: unknown) => {
  const id = digits(value);
  return id ? `/files/${id}` : '';
});

const longDates = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Intl.DateTimeFormat(intlLocales[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/**
 * The language a filter writes in: the one its argument names, else the report's
 * (`reportMarkupOptions`, kept in the render's globals, which `assign` cannot change).
 */
function languageOf(context: Context, explicit: unknown): Locale {
  if (isLocale(explicit)) return explicit;
  const { language } = context.globals as { language?: unknown };
  return toLocale(language);
}

reportMarkup.registerFilter('long_date', function (value: unknown, locale?: unknown) {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(String(value));
  return Number.isNaN(date.getTime())
    ? String(value)
    : longDates[languageOf(this.context, locale)].format(date);
});

reportMarkup.registerFilter(
  'decimal',
  function (value: unknown, places: unknown = 0, locale?: unknown) {
    const number = Number(value);
    if (value === null || value === '' || !Number.isFinite(number)) return '';
    const digitsAfter = Math.min(Math.max(Number(places) || 0, 0), 6);
    return number.toLocaleString(intlLocales[languageOf(this.context, locale)], {
      minimumFractionDigits: digitsAfter,
      maximumFractionDigits: digitsAfter,
    });
  },
);

/** The render options of a report's markup: its filters write in the report's language. */
export const reportMarkupOptions = (language: string) => ({
  globals: { language: toLocale(language) },
});

/**
 * A tag that takes one id and writes a placeholder for the print model to replace:
 * `<{element} data-{attribute}="<id>">`; anything but an id writes nothing.
 */
function registerPlaceholderTag(tag: string, element: string, attribute: string) {
  reportMarkup.registerTag(
    tag,
    class PlaceholderTag extends Tag {
      private readonly id: Value;
      constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
        super(token, remainTokens, liquid);
        this.id = new Value(token.args, liquid);
      }
      *render(context: Context, emitter: Emitter): Generator<unknown, void, unknown> {
        const id = digits(yield this.id.value(context, false));
        if (id) emitter.write(`<${element} data-${attribute}="${id}"></${element}>`);
      }
    },
  );
}

registerPlaceholderTag('pdf_pages', 'vezel-pdf-pages', 'file');
registerPlaceholderTag('plan_drawing', 'vezel-plan-drawing', 'plan');

/** One of our own refusals: the author is told in their language (`refused` of a check). */
class UnavailableTagError extends Error {
  constructor(readonly tag: string) {
    super(`{% ${tag} %} is not available in report markup`);
  }
}

/** Templates come from nowhere but the element itself. */
for (const name of ['include', 'render', 'layout', 'block']) {
  reportMarkup.registerTag(
    name,
    class UnavailableTag extends Tag {
      constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
        super(token, remainTokens, liquid);
        throw new UnavailableTagError(name);
      }
      render(): void {}
    },
  );
}

export type MarkupCheck =
  | { ok: true }
  | {
      ok: false;
      /** Liquid's own message (English), with line and column. */
      message: string;
      /** Set when the markup uses a tag reports refuse: which, and on which line. */
      refused?: { tag: string; line: number };
    };

/** Whether markup parses: its first error (with line and column) otherwise. */
export function checkMarkup(markup: string): MarkupCheck {
  try {
    reportMarkup.parse(markup);
    return { ok: true };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    if (error instanceof LiquidError && error.originalError instanceof UnavailableTagError) {
      const [line = 1] = error.token.getPosition();
      return { ok: false, message, refused: { tag: error.originalError.tag, line } };
    }
    return { ok: false, message };
  }
}
