import Box from '@mui/material/Box';
import { branchCertificateResource, branchResource } from '@vezel/domain/resources/branches';
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
import { ListWithCard } from '../../components/resource/ListWithCard';
import { RecordPanel } from '../../components/resource/RecordPanel';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { SideCard } from '../../components/resource/SideCard';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import {
  branchesQuery,
  branchTypenames,
  type Branch,
  type BranchCertificate,
} from './branch-operations';

const searchFields = searchFieldsOf(branchResource);
const certificateSearchFields = searchFieldsOf(branchCertificateResource);
// A branch's list shows its certificates: a change to either refetches both.
const branchRefetches = { refetches: ['BranchCertificate'] };
const certificateRefetches = { refetches: ['Branch'] };

type BranchTab = '' | 'address' | 'certificates' | 'other';

function tabOf(routeId: string | undefined): BranchTab {
  switch (routeId) {
    case 'adminBranchAddress':
      return 'address';
    case 'adminBranchCertificates':
    case 'adminBranchCertificate':
      return 'certificates';
    case 'adminBranchOther':
      return 'other';
    default:
      return '';
  }
}

/**
 * Admin › Certification body: the firm's certified branches, and the card of the branch in
 * the URL with its information, address, certificates and report settings.
 */
export function BranchesScreen() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const { routeId } = useRouteHandle();
  const branchId = useParams().branch;
  const labels = useResourceLabels(branchResource.type);
  const [result] = useQuery({ query: branchesQuery, context: branchTypenames });
  const mutations = useResourceMutations(branchResource, branchRefetches);
  const fields = useMemo(
    () => formFieldsOf(branchResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const columns = useMemo(() => declaredColumns<Branch>(branchResource, labels.label), [labels]);
  const createFields = useMemo(() => fields.filter((field) => field.tab !== 'other'), [fields]);
  const onCreate = useCallback(
    async (values: FormValues) => (await mutations.create(toInput(createFields, values))).error,
    [mutations, createFields],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="branches-error" />;
  const branches = result.data?.branches;
  const branch = branchId ? branches?.find((candidate) => candidate.id === branchId) : undefined;

  return (
    <ListWithCard
      title={t('branches.title')}
      typeLabel={t('branches.plural')}
      rows={branches}
      columns={columns}
      searchFields={searchFields}
      selectedId={branchId}
      rowHref={(row) => path('adminBranch', { branch: row.id })}
      card={
        branch && (
          <BranchCard key={branch.id} branch={branch} tab={tabOf(routeId)} fields={fields} />
        )
      }
      addTitle={t('branches.add')}
      createFields={createFields}
      onCreate={onCreate}
      testId="branches"
      createTestId="branch-create"
      missingTestId="branch-missing"
    />
  );
}

interface BranchCardProps {
  branch: Branch;
  tab: BranchTab;
  fields: readonly FormField[];
}

function BranchCard({ branch, tab, fields }: BranchCardProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const mutations = useResourceMutations(branchResource, branchRefetches);
  const base = { branch: branch.id };
  const listPath = path('adminCertificationBody');
  const fieldsOf = (key: string | undefined) => fields.filter((field) => field.tab === key);

  const save = (of: readonly FormField[]) => async (values: FormValues) =>
    (await mutations.update(branch.id, toInput(of, values))).error;

  async function remove() {
    const result = await mutations.remove(branch.id);
    if (!result.error) await navigate(listPath);
    return result.error;
  }

  const form = (key: 'address' | 'other') => (
    <>
      <ResourceForm
        key={`${branch.id}-${key}`}
        fields={fieldsOf(key)}
        record={branch}
        onSave={save(fieldsOf(key))}
        editable
        testId={`branch-${key}`}
      />
      {key === 'other' && branch.logo && <FileViewer file={branch.logo} testId="branch-logo" />}
    </>
  );

  return (
    <SideCard
      title={branch.name}
      subtitle={`SC-540 ${branch.process_certificate_number}`}
      closeTo={listPath}
      activeTab={tab}
      tabs={[
        { key: '', label: t('branches.tab.information'), to: path('adminBranchInformation', base) },
        { key: 'address', label: t('branches.tab.address'), to: path('adminBranchAddress', base) },
        {
          key: 'certificates',
          label: t('branches.tab.certificates', { count: branch.certificates.length }),
          to: path('adminBranchCertificates', base),
        },
        { key: 'other', label: t('branches.tab.other'), to: path('adminBranchOther', base) },
      ]}
      testId="branch-card"
    >
      {tab === 'certificates' ? (
        <BranchCertificates branch={branch} />
      ) : tab === 'address' || tab === 'other' ? (
        form(tab)
      ) : (
        <DetailsForm
          key={branch.id}
          fields={fieldsOf(undefined)}
          record={branch}
          name={branch.name}
          deleteMessage={t('branches.deleteMessage')}
          onSave={save(fieldsOf(undefined))}
          onDelete={remove}
          formTestId="branch-form"
          deleteTestId="branch-delete"
        />
      )}
    </SideCard>
  );
}

function BranchCertificates({ branch }: { branch: Branch }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const certificateId = useParams().certificate;
  const labels = useResourceLabels(branchCertificateResource.type);
  const mutations = useResourceMutations(branchCertificateResource, certificateRefetches);
  const fields = useMemo(
    () => formFieldsOf(branchCertificateResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const columns = useMemo(
    () => declaredColumns<BranchCertificate>(branchCertificateResource, labels.label),
    [labels],
  );
  const toRow = useCallback((certificate: BranchCertificate) => certificate, []);

  return (
    <Box sx={{ pt: 1 }}>
      <RecordPanel
        records={branch.certificates}
        toRow={toRow}
        columns={columns}
        searchFields={certificateSearchFields}
        typeLabel={t('branches.certificates.plural')}
        addTitle={t('branches.certificates.add')}
        selectedId={certificateId}
        listPath={path('adminBranchCertificates', { branch: branch.id })}
        itemPath={(id) => path('adminBranchCertificate', { branch: branch.id, certificate: id })}
        fields={fields}
        createFields={fields}
        onCreate={async (values) =>
          (await mutations.create(toInput(fields, values), { branch: branch.id })).error
        }
        onUpdate={async (id, values) => (await mutations.update(id, toInput(fields, values))).error}
        onDelete={async (id) => (await mutations.remove(id)).error}
        card={{
          title: (certificate) => certificate.name,
          subtitle: (certificate) => certificate.number,
          deleteMessage: t('branches.certificates.deleteMessage'),
          extra: (certificate) =>
            certificate.file && (
              <FileViewer file={certificate.file} testId="branch-certificates-card-file" />
            ),
        }}
        testId="branch-certificates"
      />
    </Box>
  );
}
