import { describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema';
import { checkMarkup, reportMarkup } from './markup';
import { checkReportQuery } from './query';
import { sanitizeReportHtml } from './sanitize';

const render = (markup: string, data: Record<string, unknown>) =>
  reportMarkup.parseAndRender(markup, data);

describe('report markup', () => {
  it('fills placeholders, escaping what the data holds', async () => {
    expect(await render('<p>{{ source.name }}</p>', { source: { name: '<b>B01</b>' } })).toBe(
      '<p>&lt;b&gt;B01&lt;/b&gt;</p>',
    );
  });

  it('formats dates and numbers the Dutch way', async () => {
    expect(
      await render('{{ d | long_date }} {{ n | decimal: 2 }}', { d: '2026-11-24', n: 1234.5 }),
    ).toBe('24 november 2026 1.234,50');
  });

  it('turns a file id into its address and a PDF into its pages, nothing else', async () => {
    expect(await render('{{ 12 | file_url }}|{{ "x/../1" | file_url }}', {})).toBe('/files/12|');
    expect(await render('{% pdf_pages c.file %}{% pdf_pages "evil" %}', { c: { file: '7' } })).toBe(
      '<vezel-pdf-pages data-file="7"></vezel-pdf-pages>',
    );
  });

  it('reads no file and no inherited property', async () => {
    expect(checkMarkup('{% include "/etc/passwd" %}')).toMatchObject({ ok: false });
    expect(checkMarkup('{% render "x" %}')).toMatchObject({ ok: false });
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
});
