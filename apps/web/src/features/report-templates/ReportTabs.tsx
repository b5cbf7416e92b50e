import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { RouteId } from '@vezel/domain/routes/route-table';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRoutePath } from '../../app/locale';

type Tab = 'templates' | 'chapters' | 'elements';

const tabRoutes: Record<Tab, RouteId> = {
  templates: 'adminReportTemplates',
  chapters: 'adminReportChapters',
  elements: 'adminReportElements',
};

export function ReportTabs({ active }: { active: Tab }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <Tabs value={active} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
      {(Object.keys(tabRoutes) as Tab[]).map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(`reportTemplates.tab.${tab}`)}
          component={RouterLink}
          to={path(tabRoutes[tab])}
          data-testid={`report-templates-tab-${tab}`}
        />
      ))}
    </Tabs>
  );
}
