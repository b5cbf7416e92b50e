import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lavsSettingsResource } from '@vezel/domain/lavs/settings';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { PageLoader } from '../../components/PageLoader';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { lavsSettingsQuery, type LavsSettings } from './lavs-operations';
import { LavsMappingWarnings } from './LavsMappingWarnings';

type AdminLavsTab = 'settings' | 'mappingWarnings';

/**
 * Admin › LAVS: how the firm reaches LAVS (its settings) and the lookup-list items its
 * surveys use that LAVS would not understand (mapping warnings). /admin/lavs shows the
 * settings.
 */
export function AdminLavsScreen() {
  const { t } = useTranslation();
  const { routeId } = useRouteHandle();
  const tab: AdminLavsTab = routeId === 'adminLavsMappingWarnings' ? 'mappingWarnings' : 'settings';
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }} data-testid="page-heading">
        {t('lavs.admin.title')}
      </Typography>
      <AdminLavsTabs active={tab} />
      {tab === 'settings' ? <LavsSettingsPanel /> : <LavsMappingWarnings />}
    </>
  );
}

/** The page's two tabs, each a link. */
function AdminLavsTabs({ active }: { active: AdminLavsTab }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <Tabs value={active} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
      <Tab
        value="settings"
        label={t('lavs.admin.tab.settings')}
        component={RouterLink}
        to={path('adminLavsSettings')}
        data-testid="lavs-tab-settings"
      />
      <Tab
        value="mappingWarnings"
        label={t('lavs.admin.tab.mappingWarnings')}
        component={RouterLink}
        to={path('adminLavsMappingWarnings')}
        data-testid="lavs-tab-mapping-warnings"
      />
    </Tabs>
  );
}

/** The settings as the form holds them: the password field starts empty (empty keeps it). */
const recordOf = (settings: LavsSettings) => ({ ...settings, password: '' });

function LavsSettingsPanel() {
  const { t } = useTranslation();
  const labels = useResourceLabels(lavsSettingsResource.type);
  const [result] = useQuery({ query: lavsSettingsQuery });
  const mutations = useResourceMutations(lavsSettingsResource);
  const fields = useMemo(
    () => formFieldsOf(lavsSettingsResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const settings = result.data?.lavsSettings;
  const record = useMemo(() => settings && recordOf(settings), [settings]);

  if (result.error) return <ServerErrorAlert error={result.error} testId="lavs-settings-error" />;
  if (!settings || !record) return <PageLoader />;

  async function save(values: FormValues) {
    if (!settings) return undefined;
    return (await mutations.update(settings.id, toInput(fields, values))).error;
  }

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('lavs.admin.settings.intro')}
      </Typography>
      <ResourceForm
        key={settings.id}
        fields={fields}
        record={record}
        onSave={save}
        editable
        testId="lavs-settings-form"
      />
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 2 }}
        data-testid="lavs-settings-password"
      >
        {t(
          settings.has_password
            ? 'lavs.admin.settings.passwordSet'
            : 'lavs.admin.settings.noPassword',
        )}
      </Typography>
      {settings.simulator && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="lavs-settings-simulator">
          {t('lavs.admin.settings.simulator', { endpoint: settings.endpoint })}
        </Alert>
      )}
    </Box>
  );
}
