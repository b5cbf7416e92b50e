import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { userCertificateResource } from '@vezel/domain/resources/people';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CombinedError } from 'urql';
import type { ResourceColumn } from '../../components/resource/cells';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { CreateModal } from '../../components/resource/CreateModal';
import {
  formFieldsOf,
  type FormField,
  type FormValues,
} from '../../components/resource/form-logic';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { FileViewer } from './FileViewer';
import type { Certificate, LookupItem } from './people-operations';

interface CertificateRow {
  id: string;
  type: string;
  number: string;
  valid_from: string;
  valid_until: string | null;
}

const searchFields = ['type', 'number'];

interface CertificatesPanelProps {
  /** 'userCertificate' or 'equipmentCertificate': the labels' resource. */
  resourceType: 'userCertificate' | 'equipmentCertificate';
  certificates: readonly Certificate[];
  /** The types a new certificate picks from; none for equipment certificates. */
  types?: readonly LookupItem[];
  selectedId: string | undefined;
  listPath: string;
  itemPath: (id: string) => string;
  onCreate: (values: FormValues) => Promise<CombinedError | undefined>;
  onUpdate: (id: string, values: FormValues) => Promise<CombinedError | undefined>;
  onDelete: (id: string) => Promise<CombinedError | undefined>;
  testId: string;
}

/** Certificates with a scan: a table, a create modal and the card of one with its file shown. */
export function CertificatesPanel({
  resourceType,
  certificates,
  types,
  selectedId,
  listPath,
  itemPath,
  onCreate,
  onUpdate,
  onDelete,
  testId,
}: CertificatesPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labels = useResourceLabels(resourceType);
  const [adding, setAdding] = useState(false);

  const fields = useMemo(
    () =>
      formFieldsOf(userCertificateResource.fields, labels.label, labels.optionLabel).map(
        (field): FormField =>
          field.name === 'valid_from' ? { ...field, default: dayjs().format('DD-MM-YYYY') } : field,
      ),
    [labels],
  );
  const createFields = useMemo((): FormField[] => {
    if (!types) return fields;
    const typeField: FormField = {
      name: 'certificate_type',
      type: 'select',
      label: labels.label('certificate_type'),
      rules: [{ rule: 'required' }],
      options: types
        .filter((item) => item.active)
        .map((item) => ({ value: item.id, label: item.value })),
      step: 0,
      createOnly: true,
    };
    return [typeField, ...fields];
  }, [fields, types, labels]);

  const columns = useMemo((): ResourceColumn<CertificateRow>[] => {
    const list: ResourceColumn<CertificateRow>[] = [
      { field: 'number', type: 'text', label: labels.label('number') },
      { field: 'valid_from', type: 'date', label: labels.label('valid_from') },
      { field: 'valid_until', type: 'date', label: labels.label('valid_until') },
    ];
    return types
      ? [{ field: 'type', type: 'text', label: labels.label('certificate_type') }, ...list]
      : list;
  }, [labels, types]);

  const rows = useMemo(
    () =>
      certificates.map((certificate): CertificateRow => ({
        id: certificate.id,
        type: certificate.certificate_type?.value ?? '',
        number: certificate.number,
        valid_from: certificate.valid_from,
        valid_until: certificate.valid_until,
      })),
    [certificates],
  );
  const selected = selectedId
    ? certificates.find((certificate) => certificate.id === selectedId)
    : undefined;

  return (
    <Box data-testid={testId}>
      <ResourceTable
        typeLabel={t(`people.${resourceType}.plural`)}
        rows={rows}
        columns={columns}
        searchFields={searchFields}
        selectedId={selectedId}
        onSelect={(row) => void navigate(itemPath(row.id))}
        onAdd={() => setAdding(true)}
        testId={`${testId}-table`}
      />
      {selectedId &&
        (selected ? (
          <CertificateCard
            key={selected.id}
            certificate={selected}
            fields={fields}
            closeTo={listPath}
            onUpdate={(values) => onUpdate(selected.id, values)}
            onDelete={async () => {
              const failure = await onDelete(selected.id);
              if (!failure) await navigate(listPath);
              return failure;
            }}
            testId={`${testId}-card`}
          />
        ) : (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid={`${testId}-missing`}>
            {t('error.recordNotFound')}
          </Alert>
        ))}
      <CreateModal
        open={adding}
        title={t(`people.${resourceType}.add`)}
        fields={createFields}
        onClose={() => setAdding(false)}
        onCreate={onCreate}
        testId={`${testId}-create`}
      />
    </Box>
  );
}

interface CertificateCardProps {
  certificate: Certificate;
  fields: readonly FormField[];
  closeTo: string;
  onUpdate: (values: FormValues) => Promise<CombinedError | undefined>;
  onDelete: () => Promise<CombinedError | undefined>;
  testId: string;
}

function CertificateCard({
  certificate,
  fields,
  closeTo,
  onUpdate,
  onDelete,
  testId,
}: CertificateCardProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const title = [certificate.certificate_type?.value, certificate.number].filter(Boolean).join(' ');
  return (
    <Card variant="outlined" sx={{ mt: 2, p: 2 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          variant="h3"
          component="h3"
          sx={{ flexGrow: 1 }}
          data-testid={`${testId}-title`}
        >
          {title}
        </Typography>
        <IconButton
          component={RouterLink}
          to={closeTo}
          aria-label={t('resource.close')}
          data-testid={`${testId}-close`}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <ResourceForm
        fields={fields}
        record={certificate}
        onSave={onUpdate}
        editable
        testId={`${testId}-form`}
        actions={
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => setDeleting(true)}
            data-testid={`${testId}-delete`}
          >
            {t('resource.delete')}
          </Button>
        }
      />
      {certificate.file && <FileViewer file={certificate.file} testId={`${testId}-file`} />}
      <ConfirmModal
        kind="delete"
        open={deleting}
        title={t('resource.deleteTitle', { name: title })}
        message={t('people.deleteCertificateMessage')}
        onClose={() => setDeleting(false)}
        onConfirm={onDelete}
        testId={`${testId}-delete-modal`}
      />
    </Card>
  );
}
