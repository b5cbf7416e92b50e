import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { spaceTemplateResource, spaceTemplateSpaceResource } from '@vezel/domain/resources/assets';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useCurrentUser } from '../../app/current-user';
import { useRoutePath } from '../../app/locale';
import { PageLoader } from '../../components/PageLoader';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import { DetailsForm } from '../../components/resource/DetailsForm';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { RecordPanel } from '../../components/resource/RecordPanel';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { SideCard } from '../../components/resource/SideCard';
import { useReorder } from '../../components/resource/use-reorder';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useAssetKind } from './asset-kind';
import {
  assetTypenames,
  templateQuery,
  templatesQuery,
  type SpaceTemplate,
  type SpaceTemplateSpace,
  type SpaceTemplateWithSpaces,
} from './asset-operations';
import { AssetTabs } from './AssetTabs';

const templateSearchFields = searchFieldsOf(spaceTemplateResource);
const spaceSearchFields = searchFieldsOf(spaceTemplateSpaceResource);
const refetches = { refetches: assetTypenames.additionalTypenames };

/**
 * The templates tab: templates of floors and spaces for assets of the page's kind. Managers
 * write them; surveyors see them (and apply them on an asset's spaces tab).
 */
export function SpaceTemplatesPage() {
  const { t } = useTranslation();
  const manager = useCurrentUser().permissions.manager;
  const navigate = useNavigate();
  const path = useRoutePath();
  const { typeName, kind } = useAssetKind();
  const templateId = useParams().template;
  const labels = useResourceLabels(spaceTemplateResource.type);
  const [result] = useQuery({
    query: templatesQuery,
    variables: { assetType: kind },
    context: assetTypenames,
  });
  const templates = useResourceMutations(spaceTemplateResource, refetches);
  const fields = useMemo(
    () => formFieldsOf(spaceTemplateResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const columns = useMemo(
    () => [
      ...declaredColumns<SpaceTemplate>(spaceTemplateResource, labels.label),
      { field: 'space_count', type: 'text' as const, label: t('assets.templates.spaceCount') },
    ],
    [labels, t],
  );
  const onCreate = useCallback(
    async (values: FormValues) => {
      const { id, error } = await templates.create({
        ...toInput(fields, values),
        asset_type: kind,
      });
      if (id) await navigate(path('assetTemplate', { assettype: typeName, template: id }));
      return error;
    },
    [templates, fields, kind, navigate, path, typeName],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="space-templates-error" />;
  const template = templateId
    ? result.data?.spaceTemplates.find((candidate) => candidate.id === templateId)
    : undefined;

  return (
    <ListWithCard
      title={t(kind === 'vessel' ? 'assets.title.vessel' : 'assets.title.property')}
      header={<AssetTabs active="templates" typeName={typeName} />}
      typeLabel={t('assets.templates.plural')}
      rows={result.data?.spaceTemplates}
      columns={columns}
      searchFields={templateSearchFields}
      selectedId={templateId}
      rowHref={(row) => path('assetTemplate', { assettype: typeName, template: row.id })}
      card={template && <TemplateCard key={template.id} template={template} />}
      addTitle={t('assets.templates.add')}
      canAdd={manager}
      createFields={fields}
      onCreate={onCreate}
      cardWidth={560}
      testId="space-templates"
      createTestId="space-template-create"
      missingTestId="space-template-missing"
    />
  );
}

function TemplateCard({ template }: { template: SpaceTemplate }) {
  const { t } = useTranslation();
  const manager = useCurrentUser().permissions.manager;
  const path = useRoutePath();
  const { typeName } = useAssetKind();
  const [result] = useQuery({
    query: templateQuery,
    variables: { id: template.id },
    context: assetTypenames,
  });
  const full = result.data?.spaceTemplate;
  return (
    <SideCard
      title={template.name}
      subtitle={template.description || undefined}
      closeTo={path('assetTemplates', { assettype: typeName })}
      testId="space-template-card"
    >
      {result.error ? (
        <ServerErrorAlert error={result.error} testId="space-template-error" />
      ) : full ? (
        manager ? (
          <TemplateDetails template={full} />
        ) : (
          <TemplateView template={full} />
        )
      ) : result.fetching ? (
        <PageLoader />
      ) : (
        <Alert severity="warning" data-testid="space-template-gone">
          {t('error.recordNotFound')}
        </Alert>
      )}
    </SideCard>
  );
}

function TemplateDetails({ template }: { template: SpaceTemplateWithSpaces }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useRoutePath();
  const { typeName } = useAssetKind();
  const spaceId = useParams().space;
  const labels = useResourceLabels(spaceTemplateResource.type);
  const spaceLabels = useResourceLabels(spaceTemplateSpaceResource.type);
  const templates = useResourceMutations(spaceTemplateResource, refetches);
  const spaces = useResourceMutations(spaceTemplateSpaceResource, refetches);
  const { reorder, errorAlert } = useReorder(spaces.sort, 'space-template-spaces-sort-error');
  // The asset type is the page's, set when the template is made.
  const fields = useMemo(
    () =>
      formFieldsOf(spaceTemplateResource.fields, labels.label, labels.optionLabel).filter(
        (field) => !field.createOnly,
      ),
    [labels],
  );
  const spaceFields = useMemo(
    () =>
      formFieldsOf(spaceTemplateSpaceResource.fields, spaceLabels.label, spaceLabels.optionLabel),
    [spaceLabels],
  );
  const columns = useMemo(
    () => declaredColumns<SpaceTemplateSpace>(spaceTemplateSpaceResource, spaceLabels.label),
    [spaceLabels],
  );
  const toRow = useCallback((space: SpaceTemplateSpace) => space, []);
  const base = { assettype: typeName, template: template.id };
  const listPath = path('assetTemplates', { assettype: typeName });

  return (
    <Box>
      <DetailsForm
        fields={fields}
        record={template}
        name={template.name}
        deleteMessage={t('assets.templates.deleteMessage')}
        onSave={async (values) =>
          (await templates.update(template.id, toInput(fields, values))).error
        }
        onDelete={async () => {
          const { error } = await templates.remove(template.id);
          if (!error) await navigate(listPath);
          return error;
        }}
        formTestId="space-template-form"
        deleteTestId="space-template-delete"
      />
      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('assets.spaces.title')}
      </Typography>
      {errorAlert}
      <RecordPanel
        records={template.spaces}
        toRow={toRow}
        columns={columns}
        searchFields={spaceSearchFields}
        typeLabel={t('assets.spaces.plural')}
        addTitle={t('assets.spaces.add')}
        selectedId={spaceId}
        listPath={path('assetTemplate', base)}
        itemPath={(id) => path('assetTemplateSpace', { ...base, space: id })}
        fields={spaceFields}
        createFields={spaceFields}
        onCreate={async (values) =>
          (
            await spaces.create(toInput(spaceFields, values), {
              spaceTemplate: template.id,
            })
          ).error
        }
        onUpdate={async (id, values) =>
          (await spaces.update(id, toInput(spaceFields, values))).error
        }
        onDelete={async (id) => (await spaces.remove(id)).error}
        onReorder={reorder}
        card={{
          title: (space) => space.name,
          subtitle: (space) => space.floor_name || undefined,
          deleteMessage: t('assets.spaces.deleteMessage'),
        }}
        testId="space-template-spaces"
      />
    </Box>
  );
}

/** A template as a surveyor sees it: its spaces, not to be changed. */
function TemplateView({ template }: { template: SpaceTemplateWithSpaces }) {
  const { t } = useTranslation();
  const labels = useResourceLabels(spaceTemplateSpaceResource.type);
  const columns = useMemo(
    () => declaredColumns<SpaceTemplateSpace>(spaceTemplateSpaceResource, labels.label),
    [labels],
  );
  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {t('assets.spaces.title')}
      </Typography>
      <ResourceTable
        typeLabel={t('assets.spaces.plural')}
        rows={template.spaces}
        columns={columns}
        searchFields={spaceSearchFields}
        testId="space-template-spaces-table"
      />
    </Box>
  );
}
