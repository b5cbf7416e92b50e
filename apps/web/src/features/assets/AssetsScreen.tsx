import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { PageLoader } from '../../components/PageLoader';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import { DetailsForm } from '../../components/resource/DetailsForm';
import {
  formFieldsOf,
  toInput,
  type FormField,
  type FormValues,
} from '../../components/resource/form-logic';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { SideCard } from '../../components/resource/SideCard';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useAssetKind, declarationOf } from './asset-kind';
import {
  assetQuery,
  assetsQuery,
  assetTypenames,
  clientChoicesQuery,
  type Asset,
} from './asset-operations';
import { AssetPhotos } from './AssetPhotos';
import { AssetPlans } from './AssetPlans';
import { AssetSpaces } from './AssetSpaces';
import { AssetTabs } from './AssetTabs';
import { SpaceTemplatesPage } from './SpaceTemplatesPage';

type AssetTab = '' | 'spaces' | 'photos' | 'plans';

function tabOf(routeId: string | undefined): AssetTab {
  switch (routeId) {
    case 'assetSpaces':
    case 'assetSpace':
      return 'spaces';
    case 'assetPhotos':
    case 'assetPhoto':
      return 'photos';
    case 'assetPlans':
    case 'assetPlan':
      return 'plans';
    default:
      return '';
  }
}

/**
 * Asset management (/pandenbeheer/{assettype}): the properties or the vessels, each with
 * its information, spaces on floors or decks, photos and plans; and the space templates.
 */
export function AssetsScreen() {
  const { routeId } = useRouteHandle();
  return routeId?.startsWith('assetTemplate') ? <SpaceTemplatesPage /> : <AssetsPage />;
}

/** The form of a property or vessel, with the owner chosen from the kind's client book. */
function useAssetFields(): FormField[] {
  const { t } = useTranslation();
  const { kind } = useAssetKind();
  const declaration = declarationOf(kind);
  const labels = useResourceLabels(declaration.type);
  const [clients] = useQuery({
    query: clientChoicesQuery,
    variables: { book: kind === 'vessel' ? 'maritime' : 'property' },
  });
  const choices = clients.data?.clients;
  return useMemo(
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
}

/** An asset as its form shows it: the owner as its id. */
const assetRecord = (asset: Asset) => ({ ...asset, owner_client: asset.owner_client?.id ?? '' });

/** An asset as its table row shows it. */
const assetRow = (asset: Asset) => ({
  ...asset,
  construction_year: asset.construction_year === null ? '' : String(asset.construction_year),
  build_year: asset.build_year === null ? '' : String(asset.build_year),
  owner: asset.owner_client?.name ?? '',
});

function AssetsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useRoutePath();
  const { typeName, kind } = useAssetKind();
  const assetId = useParams().asset;
  const declaration = declarationOf(kind);
  const labels = useResourceLabels(declaration.type);
  const [result] = useQuery({
    query: assetsQuery,
    variables: { assetType: kind },
    context: assetTypenames,
  });
  const mutations = useResourceMutations(declaration, {
    refetches: assetTypenames.additionalTypenames,
  });
  const fields = useAssetFields();
  const columns = useMemo(
    () => [
      ...declaredColumns<ReturnType<typeof assetRow>>(declaration, labels.label),
      { field: 'owner', type: 'text' as const, label: labels.label('owner_client') },
    ],
    [declaration, labels],
  );
  const rows = useMemo(() => result.data?.assets.map(assetRow), [result.data]);
  const onCreate = useCallback(
    async (values: FormValues) => {
      const { id, error } = await mutations.create(toInput(fields, values));
      if (id) await navigate(path('asset', { assettype: typeName, asset: id }));
      return error;
    },
    [mutations, fields, navigate, path, typeName],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="assets-error" />;
  const asset = assetId
    ? result.data?.assets.find((candidate) => candidate.id === assetId)
    : undefined;

  return (
    <ListWithCard
      title={t(kind === 'vessel' ? 'assets.title.vessel' : 'assets.title.property')}
      header={<AssetTabs active="assets" typeName={typeName} />}
      typeLabel={t(kind === 'vessel' ? 'assets.plural.vessel' : 'assets.plural.property')}
      rows={rows}
      columns={columns}
      searchFields={[...searchFieldsOf(declaration), 'owner']}
      selectedId={assetId}
      rowHref={(row) => path('asset', { assettype: typeName, asset: row.id })}
      card={asset && <AssetCard key={asset.id} asset={asset} fields={fields} />}
      addTitle={t(kind === 'vessel' ? 'assets.add.vessel' : 'assets.add.property')}
      createFields={fields}
      onCreate={onCreate}
      cardWidth={640}
      testId="assets"
      createTestId="asset-create"
      missingTestId="asset-missing"
    />
  );
}

function AssetCard({ asset, fields }: { asset: Asset; fields: readonly FormField[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useRoutePath();
  const { routeId } = useRouteHandle();
  const { typeName, kind } = useAssetKind();
  const tab = tabOf(routeId);
  const mutations = useResourceMutations(declarationOf(kind), {
    refetches: assetTypenames.additionalTypenames,
  });
  const [full] = useQuery({
    query: assetQuery,
    variables: { id: asset.id },
    context: assetTypenames,
    pause: tab !== 'spaces',
  });
  const record = useMemo(() => assetRecord(asset), [asset]);
  const base = { assettype: typeName, asset: asset.id };
  const listPath = path('assets', { assettype: typeName });
  const subtitle =
    kind === 'vessel'
      ? [asset.imo && `IMO ${asset.imo}`, asset.vessel_type].filter(Boolean).join(' · ')
      : [asset.postcode, asset.construction_year].filter(Boolean).join(' · ');

  async function save(values: FormValues) {
    return (await mutations.update(asset.id, toInput(fields, values))).error;
  }

  async function remove() {
    const { error } = await mutations.remove(asset.id);
    if (!error) await navigate(listPath);
    return error;
  }

  return (
    <SideCard
      title={asset.title || t('assets.untitled')}
      subtitle={subtitle || undefined}
      closeTo={listPath}
      activeTab={tab}
      tabs={[
        { key: '', label: t('assets.cardTab.information'), to: path('assetInformation', base) },
        {
          key: 'spaces',
          label: t('assets.cardTab.spaces', { count: asset.space_count }),
          to: path('assetSpaces', base),
        },
        { key: 'photos', label: t('assets.cardTab.photos'), to: path('assetPhotos', base) },
        { key: 'plans', label: t('assets.cardTab.plans'), to: path('assetPlans', base) },
      ]}
      testId="asset-card"
    >
      {tab === 'spaces' ? (
        full.error ? (
          <ServerErrorAlert error={full.error} testId="asset-spaces-error" />
        ) : full.data?.asset ? (
          <AssetSpaces asset={full.data.asset} />
        ) : (
          <PageLoader />
        )
      ) : tab === 'photos' ? (
        <AssetPhotos asset={asset} />
      ) : tab === 'plans' ? (
        <AssetPlans asset={asset} />
      ) : (
        <DetailsForm
          fields={fields}
          record={record}
          name={asset.title}
          deleteMessage={t('assets.deleteMessage')}
          onSave={save}
          onDelete={remove}
          formTestId="asset-form"
          deleteTestId="asset-delete"
        />
      )}
    </SideCard>
  );
}
