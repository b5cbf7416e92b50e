import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import nl from '../../../locales/nl.json';
import { ReportDocument } from './ReportDocument';
import type { ReportPrintData } from './report-print-query';

const page = { size: 'A4', orientation: 'portrait', headerFooter: true };

const englishReport: ReportPrintData = {
  report: {
    id: '1',
    title: 'IHM Part I',
    version: 1,
    status: 'final',
    language: 'en',
    header: '2026-0009 — IHM Part I',
  },
  cover: {
    title: 'IHM Part I',
    subtitle: 'Inventory of Hazardous Materials, Part I',
    surveyNumber: '2026-0009',
    assetLines: ['Vlieland Express'],
    clientName: 'Rederij Doeksen',
    firmLines: ['Vestiging Utrecht'],
    photoFileId: null,
    logoFileId: null,
    date: '2026-03-12',
    version: 1,
    draft: false,
  },
  toc: [{ anchor: 'h-c1', number: '1', title: 'Particulars of the ship', level: 1 }],
  blocks: [
    {
      anchor: 'h-c1',
      kind: 'chapter',
      level: 1,
      number: '1',
      title: 'Particulars of the ship',
      page,
      newPage: true,
      html: '<p>This inventory was prepared…</p>',
      failed: false,
      error: null,
      appendix: false,
    },
  ],
  signature: {
    name: 'Sanne de Vries',
    signedAt: '2026-03-12T10:00:00Z',
    fileId: null,
    certificates: [],
  },
};

/** The print view as a Dutch reader's browser draws it: the app's language is Dutch. */
async function drawnForDutchReader(print: ReportPrintData) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'nl',
    resources: { nl: { translation: nl }, en: { translation: en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(ReportDocument, { print })),
  );
}

describe('the printed report', () => {
  it("prints its own texts and dates in the report's language, not the reader's", async () => {
    const html = await drawnForDutchReader(englishReport);
    for (const text of ['Survey number', 'Client', 'Carried out by', 'Contents', 'Signed by']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('12 March 2026');
    for (const text of ['Onderzoeksnummer', 'Opdrachtgever', 'Inhoudsopgave', 'Ondertekend']) {
      expect(html).not.toContain(text);
    }
  });

  it('prints a Dutch report in Dutch', async () => {
    const html = await drawnForDutchReader({
      ...englishReport,
      report: { ...englishReport.report, language: 'nl' },
    });
    expect(html).toContain('Inhoudsopgave');
    expect(html).toContain('12 maart 2026');
  });

  it('says why a block failed', async () => {
    const [chapter] = englishReport.blocks;
    if (!chapter) throw new Error('the report has a chapter');
    const html = await drawnForDutchReader({
      ...englishReport,
      blocks: [{ ...chapter, failed: true, html: '', error: 'Unknown tag "cycle", line:1' }],
    });
    expect(html).toContain('data-block-failed');
    expect(html).toContain('This part could not be made.');
    expect(html).toContain('Unknown tag &quot;cycle&quot;, line:1');
  });
});
