import { userCertificateResource } from '@vezel/domain/resources/people';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import type { ResourceColumn } from '../../components/resource/cells';
import {
  formFieldsOf,
  type FormField,
  type FormValues,
} from '../../components/resource/form-logic';
import { RecordPanel } from '../../components/resource/RecordPanel';
import { typeSelectField } from '../../components/resource/item-options';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { FileViewer } from '../../components/FileViewer';
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
  const labels = useResourceLabels(resourceType);

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
    return [
      typeSelectField('certificate_type', labels.label('certificate_type'), types),
      ...fields,
    ];
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

  return (
    <RecordPanel
      records={certificates}
      toRow={toRow}
      columns={columns}
      searchFields={searchFields}
      typeLabel={t(`people.${resourceType}.plural`)}
      addTitle={t(`people.${resourceType}.add`)}
      selectedId={selectedId}
      listPath={listPath}
      itemPath={itemPath}
      fields={fields}
      createFields={createFields}
      onCreate={onCreate}
      onUpdate={onUpdate}
      onDelete={onDelete}
      card={{
        title: (certificate) =>
          [certificate.certificate_type?.value, certificate.number].filter(Boolean).join(' '),
        deleteMessage: t('people.deleteCertificateMessage'),
        extra: (certificate) =>
          certificate.file && <FileViewer file={certificate.file} testId={`${testId}-card-file`} />,
      }}
      testId={testId}
    />
  );
}

function toRow(certificate: Certificate): CertificateRow {
  return {
    id: certificate.id,
    type: certificate.certificate_type?.value ?? '',
    number: certificate.number,
    valid_from: certificate.valid_from,
    valid_until: certificate.valid_until,
  };
}
