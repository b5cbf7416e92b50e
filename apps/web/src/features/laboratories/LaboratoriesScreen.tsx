import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  laboratoryCertificateResource,
  laboratoryResource,
} from '@vezel/domain/resources/laboratories';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { FileViewer } from '../../components/FileViewer';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import {
  formFieldsOf,
  toInput,
  type FormField,
  type FormValues,
} from '../../components/resource/form-logic';
import { DetailsForm } from '../../components/resource/DetailsForm';
import { activeItemOptions } from '../../components/resource/item-options';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { RecordPanel } from '../../components/resource/RecordPanel';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { SideCard } from '../../components/resource/SideCard';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import {
  laboratoriesQuery,
  laboratoryTypenames,
  offerableItemsQuery,
  type Laboratory,
  type LaboratoryCertificate,
} from './laboratory-operations';

const searchFields = searchFieldsOf(laboratoryResource);
/** A change to a laboratory or a certificate refetches the laboratories and certificates. */
const refetches = { refetches: laboratoryTypenames.additionalTypenames };
const certificateSearchFields = searchFieldsOf(laboratoryCertificateResource);

type LaboratoryTab = '' | 'analysis' | 'connections' | 'certificates';

function tabOf(routeId: string | undefined): LaboratoryTab {
  switch (routeId) {
    case 'adminLaboratoryAnalysis':
      return 'analysis';
    case 'adminLaboratoryConnections':
      return 'connections';
    case 'adminLaboratoryCertificates':
    case 'adminLaboratoryCertificate':
      return 'certificates';
    default:
      return '';
  }
}

/** The form fields, with the organisation's items as the choices of what a lab offers. */
function useLaboratoryFields(): FormField[] {
  const labels = useResourceLabels(laboratoryResource.type);
  const [items] = useQuery({ query: offerableItemsQuery });
  const set = items.data?.me.inventarisatie_user?.organisation.variable_set;
  return useMemo(
    () =>
      formFieldsOf(laboratoryResource.fields, labels.label, labels.optionLabel).map((field) => {
        const list =
          field.name === 'analysis_methods'
            ? set?.analyse_methodes
            : field.name === 'materials'
              ? set?.materiaal_types
              : undefined;
        return list ? { ...field, options: activeItemOptions(list) } : field;
      }),
    [labels, set],
  );
}

/** A laboratory as its form shows it: the offered items as their ids. */
const recordOf = (lab: Laboratory) => ({
  ...lab,
  analysis_methods: lab.analysis_methods.map((item) => Number(item.id)),
  materials: lab.materials.map((item) => Number(item.id)),
  api_password: '',
});

/**
 * Admin › Laboratories: the laboratories the firm sends samples to, and the card of the
 * one in the URL with its information, what it analyses, how orders reach it and its
 * accreditation certificates.
 */
export function LaboratoriesScreen() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const { routeId } = useRouteHandle();
  const labId = useParams().lab;
  const labels = useResourceLabels(laboratoryResource.type);
  const [result] = useQuery({ query: laboratoriesQuery, context: laboratoryTypenames });
  const mutations = useResourceMutations(laboratoryResource, refetches);
  const fields = useLaboratoryFields();
  const createFields = useMemo(() => fields.filter((field) => field.tab !== 'analysis'), [fields]);
  const columns = useMemo(
    () => declaredColumns<Laboratory>(laboratoryResource, labels.label),
    [labels],
  );
  const onCreate = useCallback(
    async (values: FormValues) => (await mutations.create(toInput(createFields, values))).error,
    [mutations, createFields],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="laboratories-error" />;
  const labs = result.data?.laboratories;
  const lab = labId ? labs?.find((candidate) => candidate.id === labId) : undefined;

  return (
    <ListWithCard
      title={t('laboratories.title')}
      typeLabel={t('laboratories.plural')}
      rows={labs}
      columns={columns}
      searchFields={searchFields}
      selectedId={labId}
      rowHref={(row) => path('adminLaboratory', { lab: row.id })}
      card={lab && <LaboratoryCard key={lab.id} lab={lab} tab={tabOf(routeId)} fields={fields} />}
      addTitle={t('laboratories.add')}
      createFields={createFields}
      onCreate={onCreate}
      testId="laboratories"
      createTestId="laboratory-create"
      missingTestId="laboratory-missing"
    />
  );
}

function LaboratoryCard({
  lab,
  tab,
  fields,
}: {
  lab: Laboratory;
  tab: LaboratoryTab;
  fields: readonly FormField[];
}) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const mutations = useResourceMutations(laboratoryResource, refetches);
  const base = { lab: lab.id };
  const listPath = path('adminLaboratories');
  const record = useMemo(() => recordOf(lab), [lab]);
  const tabFields = fields.filter((field) => (field.tab ?? '') === tab);

  async function save(values: FormValues) {
    return (await mutations.update(lab.id, toInput(tabFields, values))).error;
  }

  async function remove() {
    const result = await mutations.remove(lab.id);
    if (!result.error) await navigate(listPath);
    return result.error;
  }

  return (
    <SideCard
      title={lab.name}
      subtitle={lab.accreditation_number || undefined}
      closeTo={listPath}
      activeTab={tab}
      tabs={[
        {
          key: '',
          label: t('laboratories.tab.information'),
          to: path('adminLaboratoryInformation', base),
        },
        {
          key: 'analysis',
          label: t('laboratories.tab.analysis'),
          to: path('adminLaboratoryAnalysis', base),
        },
        {
          key: 'connections',
          label: t('laboratories.tab.connections'),
          to: path('adminLaboratoryConnections', base),
        },
        {
          key: 'certificates',
          label: t('laboratories.tab.certificates', { count: lab.certificates.length }),
          to: path('adminLaboratoryCertificates', base),
        },
      ]}
      testId="laboratory-card"
    >
      {tab === 'certificates' ? (
        <LaboratoryCertificates lab={lab} />
      ) : tab === '' ? (
        <DetailsForm
          key={lab.id}
          fields={tabFields}
          record={record}
          name={lab.name}
          deleteMessage={t('laboratories.deleteMessage')}
          onSave={save}
          onDelete={remove}
          formTestId="laboratory-form"
          deleteTestId="laboratory-delete"
        />
      ) : (
        <ResourceForm
          key={`${lab.id}-${tab}`}
          fields={tabFields}
          record={record}
          onSave={save}
          editable
          testId={`laboratory-${tab}`}
        />
      )}
      {tab === 'connections' && lab.order_channel === 'api' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(lab.has_api_password ? 'laboratories.passwordStored' : 'laboratories.noPassword')}
        </Typography>
      )}
    </SideCard>
  );
}

function LaboratoryCertificates({ lab }: { lab: Laboratory }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const certificateId = useParams().certificate;
  const labels = useResourceLabels(laboratoryCertificateResource.type);
  const mutations = useResourceMutations(laboratoryCertificateResource, refetches);
  const fields = useMemo(
    () => formFieldsOf(laboratoryCertificateResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const columns = useMemo(
    () => declaredColumns<LaboratoryCertificate>(laboratoryCertificateResource, labels.label),
    [labels],
  );
  const toRow = useCallback((certificate: LaboratoryCertificate) => certificate, []);

  return (
    <Box sx={{ pt: 1 }}>
      <RecordPanel
        records={lab.certificates}
        toRow={toRow}
        columns={columns}
        searchFields={certificateSearchFields}
        typeLabel={t('laboratories.certificates.plural')}
        addTitle={t('laboratories.certificates.add')}
        selectedId={certificateId}
        listPath={path('adminLaboratoryCertificates', { lab: lab.id })}
        itemPath={(id) => path('adminLaboratoryCertificate', { lab: lab.id, certificate: id })}
        fields={fields}
        createFields={fields}
        onCreate={async (values) =>
          (await mutations.create(toInput(fields, values), { laboratory: lab.id })).error
        }
        onUpdate={async (id, values) => (await mutations.update(id, toInput(fields, values))).error}
        onDelete={async (id) => (await mutations.remove(id)).error}
        card={{
          title: (certificate) => certificate.name,
          subtitle: (certificate) =>
            [certificate.number, certificate.standard].filter(Boolean).join(' · '),
          deleteMessage: t('laboratories.certificates.deleteMessage'),
          extra: (certificate) =>
            certificate.file && (
              <FileViewer file={certificate.file} testId="laboratory-certificates-card-file" />
            ),
        }}
        testId="laboratory-certificates"
      />
    </Box>
  );
}
