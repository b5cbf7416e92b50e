import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRoutePath } from '../../app/locale';

/** The page's two tabs, assets and templates, each a link. */
export function AssetTabs({
  active,
  typeName,
}: {
  active: 'assets' | 'templates';
  typeName: string;
}) {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <Tabs value={active} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
      <Tab
        value="assets"
        label={t('assets.tab.assets')}
        component={RouterLink}
        to={path('assets', { assettype: typeName })}
        data-testid="assets-tab-assets"
      />
      <Tab
        value="templates"
        label={t('assets.tab.templates')}
        component={RouterLink}
        to={path('assetTemplates', { assettype: typeName })}
        data-testid="assets-tab-templates"
      />
    </Tabs>
  );
}
