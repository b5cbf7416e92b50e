import { intlLocales, toLocale, type Locale } from '@vezel/domain/i18n/locales';
import {
  namedPage,
  orientations,
  pageSizes,
  type PageSettings,
} from '@vezel/domain/reports/layout';
import { createContext, createElement, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportPrintBlock, ReportPrintData } from './report-print-query';

const fileUrl = (id: string) => `/files/${encodeURIComponent(id)}`;

const ReportLanguage = createContext<Locale>('nl');

/**
 * The report's own texts (cover labels, contents, signature) and dates in the report's
 * language, its template's, not the reader's: the PDF is the same whoever prints it.
 * Its catalogue must be loaded (`loadLocale`).
 */
function useReportTranslation() {
  const { i18n } = useTranslation();
  const locale = useContext(ReportLanguage);
  const t = useMemo(() => i18n.getFixedT(locale), [i18n, locale]);
  return { t, locale };
}

function pageSettingsOf(page: ReportPrintBlock['page']): PageSettings {
  const size = pageSizes.find((known) => known === page.size) ?? 'A4';
  const orientation = orientations.find((known) => known === page.orientation) ?? 'portrait';
  return { size, orientation, headerFooter: page.headerFooter };
}

/** "1.2 Title", or "Bijlage A — Title" for an appendix chapter. */
const headingText = (block: ReportPrintBlock) =>
  block.number === ''
    ? block.title
    : block.appendix && block.kind === 'chapter'
      ? `${block.number} \u2014 ${block.title}`
      : `${block.number} ${block.title}`;

/** Blocks that share printed pages: a new sheet starts at each block on a new page. */
function sheetsOf(blocks: readonly ReportPrintBlock[]): ReportPrintBlock[][] {
  const sheets: ReportPrintBlock[][] = [];
  for (const block of blocks) {
    const last = sheets.at(-1);
    if (!last || block.newPage) sheets.push([block]);
    else last.push(block);
  }
  return sheets;
}

/** A date as the report's language writes it, on the Dutch calendar wherever it prints. */
function longDate(value: string, locale: Locale): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(intlLocales[locale], {
        dateStyle: 'long',
        timeZone: 'Europe/Amsterdam',
      }).format(date);
}

function Cover({ cover }: { cover: ReportPrintData['cover'] }) {
  const { t, locale } = useReportTranslation();
  return (
    <section className="cover sheet" aria-label={t('reportPdf.print.cover')}>
      {cover.logoFileId && <img className="cover-logo" src={fileUrl(cover.logoFileId)} alt="" />}
      <h1 className="cover-title">{cover.title}</h1>
      <p className="cover-subtitle">{cover.subtitle}</p>
      {cover.photoFileId && (
        <img
          className="cover-photo"
          src={fileUrl(cover.photoFileId)}
          alt={t('reportPdf.print.coverPhoto')}
        />
      )}
      <dl className="cover-facts">
        <dt>{t('reportPdf.print.surveyNumber')}</dt>
        <dd>{cover.surveyNumber}</dd>
        <dt>{t('reportPdf.print.asset')}</dt>
        <dd>
          {cover.assetLines.map((line, index) => (
            <div key={index}>{line}</div>
          ))}
        </dd>
        {cover.clientName && (
          <>
            <dt>{t('reportPdf.print.client')}</dt>
            <dd>{cover.clientName}</dd>
          </>
        )}
        <dt>{t('reportPdf.print.firm')}</dt>
        <dd>
          {cover.firmLines.map((line, index) => (
            <div key={index}>{line}</div>
          ))}
        </dd>
        <dt>{t('reportPdf.print.date')}</dt>
        <dd>{longDate(cover.date, locale)}</dd>
        <dt>{t('reportPdf.print.version')}</dt>
        <dd>
          {cover.version}
          {cover.draft && (
            <>
              {' '}
              <span className="cover-draft">{t('reportPdf.print.draft')}</span>
            </>
          )}
        </dd>
      </dl>
    </section>
  );
}

/**
 * The table of contents. Each entry links to its heading, so Chromium writes a named
 * destination per heading; the PDF job reads their pages from a first print and fills the
 * fixed-width page slots, which stay empty in the browser.
 */
function Contents({ toc }: { toc: ReportPrintData['toc'] }) {
  const { t } = useReportTranslation();
  return (
    <nav className="toc sheet page-a4-portrait" aria-labelledby="report-toc">
      <h1 id="report-toc">{t('reportPdf.print.contents')}</h1>
      <ol>
        {toc.map((entry) => (
          <li key={entry.anchor} className={`toc-level-${entry.level}`}>
            <a href={`#${entry.anchor}`}>
              <span className="toc-number">{entry.number}</span>
              <span className="toc-text">{entry.title}</span>
              <span className="toc-page" data-toc-page={entry.anchor} />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Block({ block }: { block: ReportPrintBlock }) {
  const { t } = useReportTranslation();
  const level = Math.min(Math.max(block.level, 0), 4);
  return (
    // The PDF job refuses to sign a report with a failed block: it counts these.
    <div className="block" {...(block.failed && { 'data-block-failed': '' })}>
      {level > 0 && createElement(`h${level}`, { id: block.anchor }, headingText(block))}
      {block.failed ? (
        <p className="block-failed">
          {t('reportPdf.print.blockFailed')}
          {block.error && (
            <>
              {' '}
              <span className="block-error">{block.error}</span>
            </>
          )}
        </p>
      ) : (
        // Sanitised on the server (sanitizeReportHtml): the template's markup and the
        // surveyor's rich text, images only from /files.
        <div dangerouslySetInnerHTML={{ __html: block.html }} />
      )}
    </div>
  );
}

function Signature({ signature }: { signature: NonNullable<ReportPrintData['signature']> }) {
  const { t, locale } = useReportTranslation();
  return (
    <div className="signature">
      <p>{t('reportPdf.print.signedBy')}</p>
      {signature.fileId && (
        <img src={fileUrl(signature.fileId)} alt={t('reportPdf.print.signatureImage')} />
      )}
      <p>
        <strong>{signature.name}</strong>
        <br />
        {longDate(signature.signedAt, locale)}
      </p>
      {signature.certificates.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}

/** The whole report in print order: cover, contents, the blocks, the signature. */
export function ReportDocument({ print }: { print: ReportPrintData }) {
  const sheets = sheetsOf(print.blocks);
  // The signature closes the report proper: after the last sheet before the appendices.
  const firstAppendix = sheets.findIndex((sheet) => sheet.some((block) => block.appendix));
  const signedSheet = (firstAppendix === -1 ? sheets.length : firstAppendix) - 1;
  return (
    <ReportLanguage.Provider value={toLocale(print.report.language)}>
      <Cover cover={print.cover} />
      <Contents toc={print.toc} />
      {sheets.map((sheet, index) => {
        const first = sheet[0];
        if (!first) return null;
        const name = namedPage(pageSettingsOf(first.page));
        return (
          <section key={first.anchor} className={`sheet new-page page-${name}`}>
            {sheet.map((block) => (
              <Block key={block.anchor} block={block} />
            ))}
            {index === signedSheet && print.signature && <Signature signature={print.signature} />}
          </section>
        );
      })}
    </ReportLanguage.Provider>
  );
}
