import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { useLocale } from '../../../app/locale';
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
  const { t } = useTranslation();
  const locale = useLocale();
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

  useEffect(() => {
    const element = root.current;
    if (!print || !element) return;
    let current = true;
    void Promise.all([imagesSettled(element), document.fonts.ready]).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [print]);

  const css = useMemo(
    () => (print ? printCss(print.report.header, t('reportPdf.print.pageOfPages')) : ''),
    [print, t],
  );

  if (!validId) return <NotFoundScreen />;
  if (error && !print) {
    return (
      <main className="report-print" data-report-error="">
        <p role="alert">{serverErrorText(error)}</p>
      </main>
    );
  }
  if (!print) return fetching ? <FullPageLoader /> : <NotFoundScreen />;
  return (
    <main
      ref={root}
      className="report-print"
      lang={locale}
      {...(ready && { 'data-report-ready': '' })}
    >
      <style>{css}</style>
      <ReportDocument print={print} />
    </main>
  );
}
