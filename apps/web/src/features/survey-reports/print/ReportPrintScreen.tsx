import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toLocale, type Locale } from '@vezel/domain/i18n/locales';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { loadLocale } from '../../../app/i18n';
import { useServerErrorText } from '../../../app/messages';
import { FullPageLoader } from '../../../components/PageLoader';
import { NotFoundScreen } from '../../errors/ErrorScreen';
import { printCss } from './print-css';
import { ReportDocument } from './ReportDocument';
import { reportPrintQuery } from './report-print-query';

/** Resolves when every image below `root` has loaded (or failed: it will not load later). */
function imagesSettled(root: HTMLElement): Promise<unknown> {
  return Promise.all(
    Array.from(root.querySelectorAll('img'), (image) =>
      image.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
    ),
  );
}

/**
 * The report as it prints (route surveyReportPrint): its own page without the app's shell.
 * The PDF job opens it and prints once `data-report-ready` is set: the data is drawn and
 * every image and font has loaded. On screen the pages are shown as sheets.
 */
export function ReportPrintScreen() {
  const { t, i18n } = useTranslation();
  const serverErrorText = useServerErrorText();
  const reportId = useParams().report ?? '';
  const validId = /^\d+$/.test(reportId);
  const [{ data, error, fetching }] = useQuery({
    query: reportPrintQuery,
    variables: { id: reportId },
    pause: !validId,
    requestPolicy: 'network-only',
  });
  const print = data?.surveyReportPrint;
  const root = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  // The report prints in its own language: its catalogue is loaded before it is drawn.
  const language = print ? toLocale(print.report.language) : null;
  const [catalogue, setCatalogue] = useState<{ language: Locale; loaded: boolean } | null>(null);
  const drawn = language !== null && catalogue?.language === language && catalogue.loaded;

  useEffect(() => {
    if (!language) return;
    let current = true;
    void loadLocale(language).then(
      () => current && setCatalogue({ language, loaded: true }),
      () => current && setCatalogue({ language, loaded: false }),
    );
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    const element = root.current;
    if (!print || !drawn || !element) return;
    let current = true;
    void Promise.all([imagesSettled(element), document.fonts.ready]).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [print, drawn]);

  // Made once the catalogue is in: before, the fixed language would fall back to Dutch.
  const css = useMemo(
    () =>
      print && language && drawn
        ? printCss(print.report.header, i18n.getFixedT(language)('reportPdf.print.pageOfPages'))
        : '',
    [print, language, drawn, i18n],
  );

  // The tab's title is the PDF's title (Chromium writes it into the document information).
  const title = (
    <title>
      {print
        ? `${print.report.title} \u2014 ${print.cover.surveyNumber}`
        : `${t('reportPdf.print.title')} · Vezel`}
    </title>
  );
  // The PDF job waits for data-report-ready or data-report-error: a report that is not
  // there fails its job at once, for good.
  const notFound = (
    <div data-report-error="not-found">
      {title}
      <NotFoundScreen />
    </div>
  );
  if (!validId) return notFound;
  if (error && !print) {
    const missing = error.graphQLErrors.some((cause) => cause.extensions.code === 'NOT_FOUND');
    return (
      <main className="report-print" data-report-error={missing ? 'not-found' : ''}>
        {title}
        <p role="alert">{serverErrorText(error)}</p>
      </main>
    );
  }
  const loading = (
    <>
      {title}
      <FullPageLoader />
    </>
  );
  if (!print) return fetching ? loading : notFound;
  if (catalogue?.language === language && !catalogue.loaded) {
    return (
      <main className="report-print" data-report-error="">
        {title}
        <p role="alert">{t('app.networkError')}</p>
      </main>
    );
  }
  if (!drawn) return loading;
  return (
    <main
      ref={root}
      className="report-print"
      lang={language}
      {...(ready && { 'data-report-ready': '' })}
    >
      {title}
      <style>{css}</style>
      <PrintToolbar />
      <ReportDocument print={print} />
    </main>
  );
}

/**
 * On screen only: the browser's print preview shows the report's exact pages. The contents'
 * page numbers are filled in by the PDF job, not here.
 */
function PrintToolbar() {
  const { t } = useTranslation();
  return (
    <div className="report-toolbar" role="toolbar" aria-label={t('reportPdf.print.toolbar')}>
      <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {t('reportPdf.print.preview')}
      </Button>
      <Typography variant="body2">{t('reportPdf.print.previewNote')}</Typography>
    </div>
  );
}
