import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRoutePath } from '../../app/locale';

/** The page's two tabs, each a link. */
export function DossierCheckTabs({ active }: { active: 'templates' | 'surveyTypes' }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <Tabs value={active} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
      <Tab
        value="templates"
        label={t('dossierChecks.tab.templates')}
        component={RouterLink}
        to={path('adminDossierCheckTemplates')}
        data-testid="dossier-checks-tab-templates"
      />
      <Tab
        value="surveyTypes"
        label={t('dossierChecks.tab.surveyTypes')}
        component={RouterLink}
        to={path('adminDossierCheckSurveyTypes')}
        data-testid="dossier-checks-tab-survey-types"
      />
    </Tabs>
  );
}
