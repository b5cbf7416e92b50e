import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PageLoader } from '../../components/PageLoader';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { declarationOf } from '../assets/asset-kind';
import { assetQuery, assetTypenames, clientChoicesQuery } from '../assets/asset-operations';

interface SurveyObjectInformationProps {
  assetId: string;
  assetKind: 'property' | 'vessel';
  editable: boolean;
}

/**
 * The surveyed asset's own form (a property's or a vessel's fields, its owner from the
 * kind's client book): editing it here changes the asset itself, as asset management does.
 * Read-only once the survey is completed or cancelled.
 */
export function SurveyObjectInformation({
  assetId,
  assetKind,
  editable,
}: SurveyObjectInformationProps) {
  const { t } = useTranslation();
  const declaration = declarationOf(assetKind);
  const labels = useResourceLabels(declaration.type);
  const [result] = useQuery({
    query: assetQuery,
    variables: { id: assetId },
    context: assetTypenames,
  });
  const [clients] = useQuery({
    query: clientChoicesQuery,
    variables: { book: assetKind === 'vessel' ? 'maritime' : 'property' },
  });
  const mutations = useResourceMutations(declaration, {
    refetches: assetTypenames.additionalTypenames,
  });
  const choices = clients.data?.clients;
  const fields = useMemo(
    () =>
      formFieldsOf(declaration.fields, labels.label, labels.optionLabel).map((field) =>
        field.name === 'owner_client'
          ? {
              ...field,
              options: [
                { value: '', label: t('assets.noOwner') },
                ...(choices ?? []).map((client) => ({ value: client.id, label: client.name })),
              ],
            }
          : field,
      ),
    [declaration, labels, choices, t],
  );
  const asset = result.data?.asset;
  const record = useMemo(
    () => asset && { ...asset, owner_client: asset.owner_client?.id ?? '' },
    [asset],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-object-error" />;
  if (!record) return <PageLoader />;

  async function save(values: FormValues) {
    return (await mutations.update(assetId, toInput(fields, values))).error;
  }

  return (
    <ResourceForm
      // The owner's choices arrive after the asset: start afresh when they do.
      key={`${record.id}-${choices ? 'clients' : 'loading'}`}
      fields={fields}
      record={record}
      onSave={save}
      editable={editable}
      testId="survey-object-form"
    />
  );
}
