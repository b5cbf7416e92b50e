import { useRouteHandle } from '../../app/route-handle';
import { TemplatesPage } from './TemplatesPage';
import { ChaptersPage } from './ChaptersPage';
import { ElementsPage } from './ElementsPage';

/**
 * Admin › Reports (spec section 2): the report templates with their chapters, the chapters
 * with their elements, and the elements, each a tab. A chapter and an element open at
 * their own URL, also inside a template or a chapter. Administrators change them; other
 * members see them read-only.
 */
export function ReportTemplatesScreen() {
  const { routeId } = useRouteHandle();
  if (routeId?.startsWith('adminReportChapter')) return <ChaptersPage />;
  if (routeId?.startsWith('adminReportElement')) return <ElementsPage />;
  return <TemplatesPage />;
}
