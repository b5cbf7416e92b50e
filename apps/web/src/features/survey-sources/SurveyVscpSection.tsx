import PlaylistAddOutlinedIcon from '@mui/icons-material/PlaylistAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  hazardousMaterialTable,
  isHazardousMaterialCode,
} from '@vezel/domain/ihm/hazardous-materials';
import { surveyVscpEntryResource } from '@vezel/domain/surveys/sources';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useAnnounce } from '../../components/announcer';
import { PageLoader } from '../../components/PageLoader';
import { CreateModal } from '../../components/resource/CreateModal';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import { RecordPanel } from '../../components/resource/RecordPanel';
import { toInput, type FormField, type FormValues } from '../../components/resource/form-logic';
import { useReorder } from '../../components/resource/use-reorder';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import type { SurveySectionProps } from '../surveys/section-types';
import {
  fillSurveyVscpMutation,
  surveyVscpEntriesQuery,
  surveyVscpTypenames,
  type SurveyVscpEntry,
} from './survey-source-operations';
import { VscpSamplesPanel } from '../survey-lab-results/VscpSamplesPanel';
import { useItemFields, useItemSets } from './use-item-fields';

const searchFields = searchFieldsOf(surveyVscpEntryResource);
const itemFields = ['system', 'component', 'material', 'zone', 'check_procedure', 'unit'] as const;

/**
 * An entry as the table shows it: the names of its items, method, material, finding and
 * quantity with its unit.
 */
interface EntryRow {
  id: string;
  system: string;
  component: string;
  material: string;
  zone: string;
  check_method: string;
  hazardous_material: string;
  finding: string;
  quantity: string;
  unit: string;
}

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
 * A vessel survey's VSCP (/applications/vscp): its entries in a manual order, each with
 * what was found; filled in one go from a template set, or entry by entry.
 */
export function SurveyVscpSection({ surveyId, editable }: SurveySectionProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const entryId = useParams().vscp;
  const labels = useResourceLabels(surveyVscpEntryResource.type);
  const materialLabel = useHazardousMaterialLabel();
  const [filling, setFilling] = useState(false);
  const [result] = useQuery({
    query: surveyVscpEntriesQuery,
    variables: { surveyId },
    context: surveyVscpTypenames,
  });
  const mutations = useResourceMutations(surveyVscpEntryResource);
  const [, fill] = useMutation(fillSurveyVscpMutation);
  const announce = useAnnounce();
  const { reorder, errorAlert } = useReorder(mutations.sort, 'survey-vscp-sort-error');
  const sets = useItemSets();
  const entries = useMemo(() => result.data?.surveyVscpEntries ?? [], [result.data]);
  const inUse = useMemo(
    () => new Set(entries.flatMap((entry) => itemFields.map((field) => entry[field]))),
    [entries],
  );
  const declaredFields = useItemFields(surveyVscpEntryResource, sets, inUse);
  const fields = useMemo<FormField[]>(
    () =>
      declaredFields.map((field) =>
        field.name === 'hazardous_material'
          ? {
              ...field,
              options: field.options?.map((option) => ({
                ...option,
                label: materialLabel(option.value),
              })),
            }
          : field,
      ),
    [declaredFields, materialLabel],
  );
  const columns = useMemo(
    () => declaredColumns<EntryRow>(surveyVscpEntryResource, labels.label),
    [labels],
  );
  const toRow = useCallback(
    (entry: SurveyVscpEntry): EntryRow => ({
      id: entry.id,
      system: entry.system_item?.value ?? '',
      component: entry.component_item?.value ?? '',
      material: entry.material_item?.value ?? '',
      zone: entry.zone_item?.value ?? '',
      check_method: labels.optionLabel('check_method', entry.check_method),
      hazardous_material: materialLabel(entry.hazardous_material),
      finding: labels.optionLabel('finding', entry.finding),
      quantity: entry.quantity ?? '',
      unit: entry.unit_item?.value ?? '',
    }),
    [labels, materialLabel],
  );
  const templateFields = useMemo<FormField[]>(
    () => [
      {
        name: 'template',
        type: 'select',
        label: t('surveySources.vscp.template'),
        rules: [{ rule: 'required' }],
        options: (result.data?.vscpTemplates ?? []).map((template) => ({
          value: template.id,
          label: template.name,
        })),
        step: 0,
        createOnly: true,
      },
    ],
    [result.data, t],
  );

  async function fillFromTemplate(values: FormValues) {
    const template = typeof values.template === 'string' ? values.template : '';
    const filled = await fill({ survey: surveyId, template }, surveyVscpTypenames);
    if (!filled.error) announce(t('surveySources.vscp.filled'));
    return filled.error;
  }

  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-vscp-error" />;
  if (!result.data) return <PageLoader />;
  const listPath = path('surveyVscpApplications', { survey: surveyId });
  const titleOf = (entry: SurveyVscpEntry) =>
    [entry.system_item?.value, entry.component_item?.value].filter(Boolean).join(' – ') ||
    materialLabel(entry.hazardous_material);

  return (
    <Box data-testid="survey-vscp">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h2" sx={{ flexGrow: 1 }}>
          {t('surveySources.vscp.title')}
        </Typography>
        {editable && (
          <Button
            startIcon={<PlaylistAddOutlinedIcon />}
            onClick={() => setFilling(true)}
            data-testid="survey-vscp-fill-open"
          >
            {t('surveySources.vscp.fill')}
          </Button>
        )}
      </Box>
      {errorAlert}
      <RecordPanel
        readOnly={!editable}
        records={entries}
        toRow={toRow}
        columns={columns}
        searchFields={searchFields}
        typeLabel={t('surveySources.vscp.plural')}
        addTitle={t('surveySources.vscp.add')}
        selectedId={entryId}
        listPath={listPath}
        itemPath={(id) => path('surveyVscpApplication', { survey: surveyId, vscp: id })}
        fields={fields}
        createFields={fields}
        onCreate={async (values) =>
          (await mutations.create(toInput(fields, values), { survey: surveyId })).error
        }
        onUpdate={async (id, values) => (await mutations.update(id, toInput(fields, values))).error}
        onDelete={async (id) => (await mutations.remove(id)).error}
        onReorder={reorder}
        card={{
          title: titleOf,
          subtitle: (entry) => labels.optionLabel('finding', entry.finding),
          deleteMessage: t('surveySources.vscp.deleteMessage'),
          extra: (entry) =>
            entry.check_method === 'sampling' && (
              <VscpSamplesPanel entryId={entry.id} editable={editable} />
            ),
        }}
        testId="survey-vscp-entries"
      />
      <CreateModal
        open={filling}
        title={t('surveySources.vscp.fill')}
        fields={templateFields}
        onClose={() => setFilling(false)}
        onCreate={fillFromTemplate}
        testId="survey-vscp-fill"
      />
    </Box>
  );
}
