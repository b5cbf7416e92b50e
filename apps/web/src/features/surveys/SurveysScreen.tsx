import { Navigate, useLocation } from 'react-router';
import { useRoutePath } from '../../app/locale';
import { NotFoundScreen } from '../errors/ErrorScreen';
import { SurveyFilePage } from './SurveyFilePage';
import { SurveyListPage } from './SurveyListPage';
import { surveyPageOf } from './survey-routes';

/**
 * Every /onderzoeken/... route: the lists of an asset type, or one survey's file. The two
 * share the URL's shape, so the page is read from the path with the route table's
 * constraint (a survey is a number) rather than from the route the router picked.
 */
export function SurveysScreen() {
  const location = useLocation();
  const path = useRoutePath();
  const page = surveyPageOf(location.pathname);
  if (!page) return <NotFoundScreen />;
  if (page.kind === 'list') {
    // The bare list shows the active surveys; a search in the URL goes along.
    if (!page.status) {
      return (
        <Navigate
          replace
          to={path('surveyListActive', { assettype: page.typeName }) + location.search}
        />
      );
    }
    return (
      <SurveyListPage
        key={page.typeName}
        typeName={page.typeName}
        assetKind={page.assetKind}
        status={page.status}
      />
    );
  }
  return <SurveyFilePage key={page.surveyId} surveyId={page.surveyId} routeId={page.routeId} />;
}
