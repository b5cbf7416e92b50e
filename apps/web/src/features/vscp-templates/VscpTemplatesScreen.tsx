import Box from '@mui/material/Box';
import {
  hazardousMaterialTable,
  isHazardousMaterialCode,
} from '@vezel/domain/ihm/hazardous-materials';
import {
  vscpTemplateEntryResource,
  vscpTemplateResource,
} from '@vezel/domain/resources/vscp-templates';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import type { ResourceColumn } from '../../components/resource/cells';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import { DetailsForm } from '../../components/resource/DetailsForm';
import {
  formFieldsOf,
  toInput,
  type FormField,
  type FormValues,
} from '../../components/resource/form-logic';
import { activeItemOptions } from '../../components/resource/item-options';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { RecordPanel } from '../../components/resource/RecordPanel';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { SideCard } from '../../components/resource/SideCard';
import { useReorder } from '../../components/resource/use-reorder';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import {
  vscpItemLists,
  vscpItemsQuery,
  vscpTemplatesQuery,
  vscpTemplateTypenames,
  type VscpItemField,
  type VscpTemplate,
  type VscpTemplateEntry,
} from './vscp-template-operations';

const searchFields = searchFieldsOf(vscpTemplateResource);
const entrySearchFields = searchFieldsOf(vscpTemplateEntryResource);
/** A change to a template or an entry refetches the templates and their entries. */
const refetches = { refetches: vscpTemplateTypenames.additionalTypenames };
const itemFields = Object.keys(vscpItemLists) as VscpItemField[];
const isItemField = (name: string): name is VscpItemField => Object.hasOwn(vscpItemLists, name);

type VscpTemplateTab = '' | 'entries';

const tabOf = (routeId: string | undefined): VscpTemplateTab =>
  routeId === 'adminVscpTemplateEntries' || routeId === 'adminVscpTemplateEntry' ? 'entries' : '';

/** A hazardous material by its translated name and the IHM table that lists it. */
function useHazardousMaterialLabel(): (code: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (code: string) => {
      const table = hazardousMaterialTable(code);
      if (!isHazardousMaterialCode(code) || !table) return code;
      return t('vscpTemplates.hazardousMaterial', {
        name: t(`ihm.hazardousMaterial.${code}`),
        table: t(`ihm.table.${table}`),
      });
    },
    [t],
  );
}

/**
 * Admin › VSCP templates: template sets of Visual/Sampling Check Plan entries for vessel
 * surveys, and the card of the set in the URL with its information and its entries.
 */
export function VscpTemplatesScreen() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const { routeId } = useRouteHandle();
  const templateId = useParams().vscptemplate;
  const labels = useResourceLabels(vscpTemplateResource.type);
  const [result] = useQuery({ query: vscpTemplatesQuery, context: vscpTemplateTypenames });
  const mutations = useResourceMutations(vscpTemplateResource, refetches);
  const fields = useMemo(
    () => formFieldsOf(vscpTemplateResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const columns = useMemo<ResourceColumn<VscpTemplate>[]>(
    () => [
      ...declaredColumns<VscpTemplate>(vscpTemplateResource, labels.label),
      { field: 'entry_count', type: 'text', label: t('vscpTemplates.entryCount') },
    ],
    [labels, t],
  );
  const onCreate = useCallback(
    async (values: FormValues) => (await mutations.create(toInput(fields, values))).error,
    [mutations, fields],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="vscp-templates-error" />;
  const templates = result.data?.vscpTemplates;
  const template = templateId
    ? templates?.find((candidate) => candidate.id === templateId)
    : undefined;

  return (
    <ListWithCard
      cardWidth={720}
      title={t('vscpTemplates.title')}
      typeLabel={t('vscpTemplates.plural')}
      rows={templates}
      columns={columns}
      searchFields={searchFields}
      selectedId={templateId}
      rowHref={(row) => path('adminVscpTemplate', { vscptemplate: row.id })}
      card={
        template && (
          <VscpTemplateCard
            key={template.id}
            template={template}
            tab={tabOf(routeId)}
            fields={fields}
          />
        )
      }
      addTitle={t('vscpTemplates.add')}
      createFields={fields}
      onCreate={onCreate}
      testId="vscp-templates"
      createTestId="vscp-template-create"
      missingTestId="vscp-template-missing"
    />
  );
}

interface VscpTemplateCardProps {
  template: VscpTemplate;
  tab: VscpTemplateTab;
  fields: readonly FormField[];
}

function VscpTemplateCard({ template, tab, fields }: VscpTemplateCardProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const mutations = useResourceMutations(vscpTemplateResource, refetches);
  const base = { vscptemplate: template.id };
  const listPath = path('adminVscpTemplates');

  async function save(values: FormValues) {
    return (await mutations.update(template.id, toInput(fields, values))).error;
  }

  async function remove() {
    const result = await mutations.remove(template.id);
    if (!result.error) await navigate(listPath);
    return result.error;
  }

  return (
    <SideCard
      title={template.name}
      subtitle={template.vessel_type || undefined}
      closeTo={listPath}
      activeTab={tab}
      tabs={[
        {
          key: '',
          label: t('vscpTemplates.tab.information'),
          to: path('adminVscpTemplate', base),
        },
        {
          key: 'entries',
          label: t('vscpTemplates.tab.entries', { count: template.entries.length }),
          to: path('adminVscpTemplateEntries', base),
        },
      ]}
      testId="vscp-template-card"
    >
      {tab === 'entries' ? (
        <VscpTemplateEntries template={template} />
      ) : (
        <DetailsForm
          key={template.id}
          fields={fields}
          record={template}
          name={template.name}
          deleteMessage={t('vscpTemplates.deleteMessage')}
          onSave={save}
          onDelete={remove}
          formTestId="vscp-template-form"
          deleteTestId="vscp-template-delete"
        />
      )}
    </SideCard>
  );
}

/** An entry as the table shows it: the names of its items and materials. */
interface EntryRow {
  id: string;
  system: string;
  component: string;
  material: string;
  zone: string;
  check_method: string;
  hazardous_material: string;
}

/**
 * The entry form's fields: the organisation's VSCP items as the choices of each item field
 * (an inactive item only where an entry of this set still names it), and the hazardous
 * materials by name and table.
 */
function useEntryFields(template: VscpTemplate): FormField[] {
  const labels = useResourceLabels(vscpTemplateEntryResource.type);
  const materialLabel = useHazardousMaterialLabel();
  const [items] = useQuery({ query: vscpItemsQuery });
  const set = items.data?.me.inventarisatie_user?.organisation.variable_set;
  return useMemo(() => {
    const used = new Set(
      template.entries.flatMap((entry) => itemFields.map((field) => entry[field])),
    );
    return formFieldsOf(vscpTemplateEntryResource.fields, labels.label, labels.optionLabel).map(
      (field) => {
        if (field.name === 'hazardous_material') {
          return {
            ...field,
            options: field.options?.map((option) => ({
              ...option,
              label: materialLabel(option.value),
            })),
          };
        }
        if (!isItemField(field.name)) return field;
        const list = set?.[vscpItemLists[field.name]] ?? [];
        return { ...field, options: activeItemOptions(list, used) };
      },
    );
  }, [labels, materialLabel, set, template.entries]);
}

function VscpTemplateEntries({ template }: { template: VscpTemplate }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const entryId = useParams().entry;
  const labels = useResourceLabels(vscpTemplateEntryResource.type);
  const materialLabel = useHazardousMaterialLabel();
  const mutations = useResourceMutations(vscpTemplateEntryResource, refetches);
  const { reorder, errorAlert } = useReorder(mutations.sort, 'vscp-template-entries-sort-error');
  const fields = useEntryFields(template);
  const columns = useMemo(
    () => declaredColumns<EntryRow>(vscpTemplateEntryResource, labels.label),
    [labels],
  );
  const toRow = useCallback(
    (entry: VscpTemplateEntry): EntryRow => ({
      id: entry.id,
      system: entry.system_item?.value ?? '',
      component: entry.component_item?.value ?? '',
      material: entry.material_item?.value ?? '',
      zone: entry.zone_item?.value ?? '',
      check_method: labels.optionLabel('check_method', entry.check_method),
      hazardous_material: materialLabel(entry.hazardous_material),
    }),
    [labels, materialLabel],
  );
  const titleOf = (entry: VscpTemplateEntry) =>
    [entry.system_item?.value, entry.component_item?.value].filter(Boolean).join(' – ') ||
    materialLabel(entry.hazardous_material);

  return (
    <Box sx={{ pt: 1 }}>
      {errorAlert}
      <RecordPanel
        records={template.entries}
        toRow={toRow}
        columns={columns}
        searchFields={entrySearchFields}
        typeLabel={t('vscpTemplates.entries.plural')}
        addTitle={t('vscpTemplates.entries.add')}
        selectedId={entryId}
        listPath={path('adminVscpTemplateEntries', { vscptemplate: template.id })}
        itemPath={(id) => path('adminVscpTemplateEntry', { vscptemplate: template.id, entry: id })}
        fields={fields}
        createFields={fields}
        onCreate={async (values) =>
          (await mutations.create(toInput(fields, values), { vscpTemplate: template.id })).error
        }
        onUpdate={async (id, values) => (await mutations.update(id, toInput(fields, values))).error}
        onDelete={async (id) => (await mutations.remove(id)).error}
        onReorder={reorder}
        card={{
          title: titleOf,
          subtitle: (entry) => materialLabel(entry.hazardous_material),
          deleteMessage: t('vscpTemplates.entries.deleteMessage'),
        }}
        testId="vscp-template-entries"
      />
    </Box>
  );
}
