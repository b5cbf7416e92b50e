import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useAnnounce } from '../../components/announcer';
import { FileViewer } from '../../components/FileViewer';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import {
  addAssetPlanMutation,
  assetFilesTypenames,
  assetPlansQuery,
  deleteAssetPlanMutation,
  planNameOf,
  type AssetPlan,
} from './asset-files-operations';
import { AssetUploadPanel } from './AssetUploadPanel';

/** What the server takes as a plan (checked again there, by content). */
const planAccept = 'application/pdf,image/jpeg,image/png,image/webp';
const previewHeight = 140;

/**
 * The plans of an asset: images and PDFs, each with a preview; the plan in the URL (route
 * assetPlan) is shown in the PDF viewer below the list.
 */
export function AssetPlans({
  asset,
  assetTypeName,
}: {
  asset: { id: string };
  /** The asset area's type name for the links, where the URL has none (a survey's object). */
  assetTypeName?: string;
}) {
  const { t } = useTranslation();
  const routePath = useRoutePath();
  const params = useParams();
  const assettype = assetTypeName ?? params.assettype ?? '';
  const [{ data, error, fetching }] = useQuery({
    query: assetPlansQuery,
    variables: { assetId: asset.id },
    context: useMemo(() => assetFilesTypenames, []),
  });
  const [, addPlan] = useMutation(addAssetPlanMutation);
  const plans = data?.assetPlans ?? [];
  const open = params.plan ? plans.find((plan) => plan.id === params.plan) : undefined;

  return (
    <Box data-testid="asset-plans">
      <AssetUploadPanel
        texts={{
          add: t('assetFiles.plans.add'),
          dropHint: t('assetFiles.plans.dropHint'),
          processing: t('assetFiles.plans.processing'),
          none: t('assetFiles.plans.none'),
        }}
        accept={planAccept}
        perRequest={1}
        add={async ([file]) =>
          file &&
          (
            await addPlan(
              { assetId: asset.id, name: planNameOf(file.name), fileId: file.id },
              assetFilesTypenames,
            )
          ).error
        }
        listError={error}
        empty={!fetching && !error && plans.length === 0}
        testId="asset-plans"
      />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          mt: 2,
          mb: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: 1.5,
        }}
        data-testid="asset-plans-list"
      >
        {plans.map((plan) => (
          <Box component="li" key={plan.id}>
            <Card
              variant="outlined"
              sx={{ borderColor: plan.id === open?.id ? 'primary.main' : undefined }}
            >
              <CardActionArea
                component={RouterLink}
                to={routePath('assetPlan', { assettype, asset: asset.id, plan: plan.id })}
                data-testid="asset-plan-tile"
              >
                <PlanPreview plan={plan} />
                <Box sx={{ px: 1.5, py: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {plan.name}
                  </Typography>
                  {plan.floor_name && (
                    <Typography variant="caption" color="text.secondary">
                      {plan.floor_name}
                    </Typography>
                  )}
                </Box>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
      {params.plan && !fetching && !open && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="asset-plan-missing">
          {t('error.recordNotFound')}
        </Alert>
      )}
      {open && (
        <PlanView plan={open} closeTo={routePath('assetPlans', { assettype, asset: asset.id })} />
      )}
    </Box>
  );
}

function PlanPreview({ plan }: { plan: AssetPlan }) {
  if (!plan.preview) {
    return (
      <Box
        sx={{
          height: previewHeight,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <PictureAsPdfOutlinedIcon fontSize="large" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={plan.preview.url}
      alt=""
      loading="lazy"
      sx={{
        display: 'block',
        width: '100%',
        height: previewHeight,
        objectFit: 'contain',
        bgcolor: '#fff',
      }}
      data-testid="asset-plan-preview"
    />
  );
}

/** The plan in the URL: its file in the viewer (a PDF in a frame, an image as itself). */
function PlanView({ plan, closeTo }: { plan: AssetPlan; closeTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState(false);
  const [, remove] = useMutation(deleteAssetPlanMutation);
  const announce = useAnnounce();
  return (
    <Box component="section" sx={{ mt: 3 }} data-testid="asset-plan">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="h4"
          component="h3"
          sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
          data-testid="asset-plan-name"
        >
          {plan.name}
        </Typography>
        <Button
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          onClick={() => setRemoving(true)}
          data-testid="asset-plan-delete"
        >
          {t('assetFiles.plans.delete')}
        </Button>
      </Box>
      <FileViewer file={plan.file} testId="asset-plan-file" />
      <ConfirmModal
        kind="delete"
        open={removing}
        title={t('assetFiles.plans.deleteTitle')}
        message={t('assetFiles.plans.deleteMessage')}
        onClose={() => setRemoving(false)}
        onConfirm={async () => {
          const result = await remove({ id: plan.id }, assetFilesTypenames);
          if (!result.error) {
            announce(t('assetFiles.plans.deleted'));
            void navigate(closeTo);
          }
          return result.error;
        }}
        testId="asset-plan-confirm-delete"
      />
    </Box>
  );
}
