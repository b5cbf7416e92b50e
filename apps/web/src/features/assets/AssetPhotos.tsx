import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useServerErrorText } from '../../app/messages';
import { useAnnounce } from '../../components/announcer';
import { TextInput } from '../../components/TextInput';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import {
  addAssetPhotosMutation,
  assetFilesTypenames,
  assetPhotosQuery,
  deleteAssetPhotoMutation,
  updateAssetPhotoMutation,
  type AssetPhoto,
} from './asset-files-operations';
import { AssetUploadPanel } from './AssetUploadPanel';

/** What the server takes as a photo (checked again there, by content). */
const photoAccept = 'image/jpeg,image/png,image/webp';
/** Photos processed per addAssetPhotos request (the server takes up to 50). */
const photosPerRequest = 10;
/** The grid's tiles: the 320 px thumbnails, shown at half size. */
const tileSize = 160;

/**
 * The photos of an asset: a drop zone for many photos at once, a grid of thumbnails, and
 * the photo in the URL (route assetPhoto) large, with its caption and delete.
 */
export function AssetPhotos({
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
    query: assetPhotosQuery,
    variables: { assetId: asset.id },
    context: useMemo(() => assetFilesTypenames, []),
  });
  const [, addPhotos] = useMutation(addAssetPhotosMutation);
  const photos = data?.assetPhotos ?? [];
  const listPath = routePath('assetPhotos', { assettype, asset: asset.id });
  const open = params.photo ? photos.find((photo) => photo.id === params.photo) : undefined;

  return (
    <Box data-testid="asset-photos">
      <AssetUploadPanel
        texts={{
          add: t('assetFiles.photos.add'),
          dropHint: t('assetFiles.photos.dropHint'),
          processing: t('assetFiles.photos.processing'),
          none: t('assetFiles.photos.none'),
        }}
        accept={photoAccept}
        perRequest={photosPerRequest}
        add={async (files) =>
          (
            await addPhotos(
              { assetId: asset.id, fileIds: files.map((file) => file.id) },
              assetFilesTypenames,
            )
          ).error
        }
        listError={error}
        empty={!fetching && !error && photos.length === 0}
        testId="asset-photos"
      />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          mt: 2,
          mb: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(${tileSize}px, 1fr))`,
          gap: 1,
        }}
        data-testid="asset-photos-grid"
      >
        {photos.map((photo) => (
          <Box component="li" key={photo.id}>
            <Link
              component={RouterLink}
              to={routePath('assetPhoto', { assettype, asset: asset.id, photo: photo.id })}
              sx={{ display: 'block' }}
              data-testid="asset-photo-tile"
            >
              <Box
                component="img"
                src={photo.thumbnail.url}
                alt={photo.caption || photo.original.name}
                loading="lazy"
                sx={{
                  width: '100%',
                  height: tileSize,
                  objectFit: 'cover',
                  display: 'block',
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                }}
              />
            </Link>
            {photo.caption && (
              <Typography variant="caption" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {photo.caption}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {params.photo && !fetching && !open && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="asset-photo-missing">
          {t('error.recordNotFound')}
        </Alert>
      )}
      {/* Keyed by the photo: another photo starts with its own caption. */}
      {open && <PhotoDialog key={open.id} photo={open} closeTo={listPath} />}
    </Box>
  );
}

/** One photo large (its display copy), with its caption and delete. */
function PhotoDialog({ photo, closeTo }: { photo: AssetPhoto; closeTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useServerErrorText();
  const [caption, setCaption] = useState(photo.caption);
  // The caption last saved: the photo itself has it only once the list is fetched again.
  const [savedCaption, setSavedCaption] = useState(photo.caption);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [removing, setRemoving] = useState(false);
  const [{ fetching: saving }, update] = useMutation(updateAssetPhotoMutation);
  const [, remove] = useMutation(deleteAssetPhotoMutation);
  const announce = useAnnounce();
  const unsavedChanges = useUnsavedChangesGuard(caption !== savedCaption);
  const close = () => void navigate(closeTo);

  async function save() {
    const sent = caption;
    const result = await update({ id: photo.id, caption: sent }, assetFilesTypenames);
    if (result.error) {
      setMessage({ kind: 'error', text: errorText(result.error) });
      return;
    }
    setSavedCaption(sent);
    const text = t('assetFiles.photos.captionSaved');
    setMessage({ kind: 'success', text });
    announce(text);
  }

  return (
    <Dialog
      open
      onClose={close}
      maxWidth="lg"
      fullWidth
      aria-labelledby="asset-photo-title"
      data-testid="asset-photo"
    >
      <DialogTitle id="asset-photo-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {photo.caption || photo.original.name}
        </Box>
        <IconButton
          onClick={close}
          aria-label={t('resource.close')}
          data-testid="asset-photo-close"
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Box
          component="img"
          src={photo.display.url}
          alt={photo.caption || photo.original.name}
          width={photo.width}
          height={photo.height}
          sx={{
            display: 'block',
            mx: 'auto',
            maxWidth: '100%',
            maxHeight: '65vh',
            width: 'auto',
            height: 'auto',
          }}
          data-testid="asset-photo-image"
        />
        <Link
          href={photo.original.url}
          target="_blank"
          rel="noopener"
          variant="body2"
          sx={{ display: 'inline-block', mt: 1 }}
          data-testid="asset-photo-original"
        >
          {t('assetFiles.photos.original')}
        </Link>
        <TextInput
          name="caption"
          label={t('assetFiles.photos.caption')}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          error={message?.kind === 'error'}
          helperText={message?.kind === 'error' ? message.text : undefined}
          testId="asset-photo-caption"
        />
        {message?.kind === 'success' && (
          <Typography variant="body2" color="success.main" data-testid="asset-photo-saved">
            {message.text}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          onClick={() => setRemoving(true)}
          sx={{ mr: 'auto' }}
          data-testid="asset-photo-delete"
        >
          {t('assetFiles.photos.delete')}
        </Button>
        <Button
          variant="contained"
          loading={saving}
          disabled={caption === photo.caption}
          onClick={() => void save()}
          data-testid="asset-photo-save"
        >
          {t('resource.save')}
        </Button>
      </DialogActions>
      <ConfirmModal
        kind="delete"
        open={removing}
        title={t('assetFiles.photos.deleteTitle')}
        message={t('assetFiles.photos.deleteMessage')}
        onClose={() => setRemoving(false)}
        onConfirm={async () => {
          const result = await remove({ id: photo.id }, assetFilesTypenames);
          if (!result.error) {
            announce(t('assetFiles.photos.deleted'));
            close();
          }
          return result.error;
        }}
        testId="asset-photo-confirm-delete"
      />
      {unsavedChanges}
    </Dialog>
  );
}
