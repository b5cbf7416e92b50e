import { describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema';
import { checkMarkup, reportMarkup, reportMarkupOptions } from './markup';
import { checkReportQuery, reportQueryFailure } from './query';
import { sanitizeRenderedMarkup, sanitizeReportHtml } from './sanitize';

const render = (markup: string, data: Record<string, unknown>) =>
  reportMarkup.parseAndRender(markup, data);

describe('report markup', () => {
  it('fills placeholders, escaping what the data holds', async () => {
    expect(await render('<p>{{ source.name }}</p>', { source: { name: '<b>B01</b>' } })).toBe(
      '<p>&lt;b&gt;B01&lt;/b&gt;</p>',
    );
  });

  it('formats dates and numbers the Dutch way, numbers the English way on request', async () => {
    expect(
      await render('{{ d | long_date }} {{ n | decimal: 2 }}', { d: '2026-11-24', n: 1234.5 }),
    ).toBe('24 november 2026 1.234,50');
    expect(
      await render('{{ n | decimal: 2, "en" }} {{ n | decimal: 1, "nl" }}', { n: 1234.5 }),
    ).toBe('1,234.50 1.234,5');
  });

  it("writes in the report's language unless the filter names one; assign cannot change it", async () => {
    const markup =
      '{% assign language = "nl" %}{{ d | long_date }} {{ n | decimal: 1 }} {{ n | decimal: 1, "nl" }}';
    const data = { d: '2026-03-12T23:30:00Z', n: 1234.5 };
    // 23:30 UTC is the next day in Amsterdam.
    expect(await reportMarkup.parseAndRender(markup, data, reportMarkupOptions('en'))).toBe(
      '13 March 2026 1,234.5 1.234,5',
    );
    expect(await reportMarkup.parseAndRender(markup, data, reportMarkupOptions('fr'))).toMatch(
      /^13 mars 2026 1\s234,5 1\.234,5$/,
    );
    // An unknown language prints Dutch, as a report made before languages did.
    expect(
      await reportMarkup.parseAndRender('{{ d | long_date }}', data, reportMarkupOptions('de')),
    ).toBe('13 maart 2026');
  });

  it('turns a file id into its address and a PDF into its pages, nothing else', async () => {
    expect(await render('{{ 12 | file_url }}|{{ "x/../1" | file_url }}', {})).toBe('/files/12|');
    expect(await render('{% pdf_pages c.file %}{% pdf_pages "evil" %}', { c: { file: '7' } })).toBe(
      '<vezel-pdf-pages data-file="7"></vezel-pdf-pages>',
    );
    expect(
      await render('{% plan_drawing plan.id %}{% plan_drawing "1 or 1" %}', { plan: { id: '9' } }),
    ).toBe('<vezel-plan-drawing data-plan="9"></vezel-plan-drawing>');
  });

  it('keeps the placeholders in rendered markup, without a handler, and never in rich text', () => {
    const placeholders =
      '<vezel-plan-drawing data-plan="9" onclick="x()"></vezel-plan-drawing>' +
      '<vezel-pdf-pages data-file="7" onclick="x()"></vezel-pdf-pages>';
    expect(sanitizeRenderedMarkup(placeholders)).toBe(
      '<vezel-plan-drawing data-plan="9"></vezel-plan-drawing>' +
        '<vezel-pdf-pages data-file="7"></vezel-pdf-pages>',
    );
    // A surveyor's chapter text prints no plan or PDF of its own choosing.
    expect(sanitizeReportHtml(`<p>t</p>${placeholders}`)).toBe('<p>t</p>');
  });

  it('reads no file and no inherited property', async () => {
    expect(checkMarkup('{% include "/etc/passwd" %}')).toMatchObject({ ok: false });
    expect(checkMarkup('{% render "x" %}')).toMatchObject({
      ok: false,
      refused: { tag: 'render', line: 1 },
    });
    expect(await render('{{ s.constructor }}{{ s.__proto__ }}', { s: {} })).toBe('');
  });

  it('names the first error with its place', () => {
    const check = checkMarkup('<p>{% if %}</p>');
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.message).toMatch(/line:1/);
    expect(checkMarkup('{% for s in sources %}{{ s.name }}{% endfor %}')).toEqual({ ok: true });
  });
});

describe('report query', () => {
  it('takes an empty query and a valid query on the survey', () => {
    expect(checkReportQuery(schema, '  ')).toEqual({ ok: true, document: null });
    expect(
      checkReportQuery(schema, 'query ($survey: ID!) { onderzoek(id: $survey) { id nummer } }').ok,
    ).toBe(true);
  });

  it('refuses what does not parse, does not exist, writes or asks for other variables', () => {
    const refused = [
      'query { onderzoek(id: ',
      'query ($survey: ID!) { onderzoek(id: $survey) { nonsense } }',
      'mutation { logout }',
      'subscription { x }',
      'query ($other: ID!) { onderzoek(id: $other) { id } }',
      'query A { me { id } } query B { me { id } }',
    ];
    for (const text of refused) expect(checkReportQuery(schema, text).ok, text).toBe(false);
  });

  it('refuses a report print, so an element cannot print itself', () => {
    for (const text of [
      'query ($survey: ID!) { surveyReportPrint(id: $survey) { toc { title } } }',
      'query { p: reportPrinting { available } }',
      'query { ...F } fragment F on Query { surveyReportPrint(id: "1") { toc { title } } }',
    ]) {
      expect(checkReportQuery(schema, text), text).toEqual({
        ok: false,
        problem: { kind: 'printField' },
      });
    }
  });

  it("applies the API's alias, directive and cost limits", () => {
    const aliases = Array.from({ length: 500 }, (_, index) => `a${index}: me { id }`).join(' ');
    expect(checkReportQuery(schema, `query { ${aliases} }`)).toEqual({
      ok: false,
      problem: { kind: 'tooManyAliases' },
    });
    const directives = Array.from({ length: 30 }, () => 'id @include(if: true)').join(' ');
    expect(checkReportQuery(schema, `query { me { ${directives} } }`)).toEqual({
      ok: false,
      problem: { kind: 'tooManyDirectives' },
    });
  });

  it("says why in the caller's language, graphql's own message as the detail", () => {
    const oneQuery = checkReportQuery(schema, 'query A { me { id } } query B { me { id } }');
    expect(oneQuery.ok ? null : reportQueryFailure(oneQuery.problem, 'fr')).toEqual({
      key: 'reportTemplates.invalidQuery',
      values: { message: 'Écrivez exactement une requête.' },
    });
    const unknown = checkReportQuery(schema, 'query { nonsense }');
    expect(unknown.ok ? null : reportQueryFailure(unknown.problem, 'nl')).toEqual({
      key: 'reportTemplates.invalidQuery',
      values: { message: expect.stringContaining('nonsense') },
    });
  });
});

describe('report HTML', () => {
  it('keeps text, tables and own images; drops scripts, handlers and foreign sources', () => {
    const html = sanitizeReportHtml(
      '<table><tr><td colspan="2" onclick="x()">B01</td></tr></table><script>alert(1)</script>' +
        '<img src="/files/3" onerror="x()"><img src="https://evil.test/x.png">' +
        '<a href="javascript:alert(1)">j</a><a href="#h-e1">k</a><iframe src="/"></iframe>' +
        '<style>body{}</style><p style="color:#f00;position:fixed">t</p>',
    );
    expect(html).toBe(
      '<table><tr><td colspan="2">B01</td></tr></table><img src="/files/3" /><a>j</a>' +
        '<a href="#h-e1">k</a><p style="color:#f00">t</p>',
    );
  });

  it('sets no anchor: a heading keeps its place in the table of contents', () => {
    expect(
      sanitizeReportHtml('<h2 id="h-c12" class="x">T</h2><a name="h-e3" href="#h-c12">a</a>'),
    ).toBe('<h2 class="x">T</h2><a href="#h-c12">a</a>');
  });
});
