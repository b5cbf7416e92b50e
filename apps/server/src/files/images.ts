import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { withRenderedPage } from './poppler';
import type { FileStore, StoredFile } from './storage';

/** Spec section 9: photos scaled to the longest side 2000 px. */
export const displayLongestSide = 2000;
/** Spec section 9: JPEG quality 0.3 when the original was larger than 2000 px, else 0.6. */
export const displayQualityLarge = 30;
export const displayQualitySmall = 60;
/** The small copy lists and grids show. */
export const thumbnailLongestSide = 320;
/** A plan's preview image: enough for a card, bounded for a sheet of A0. */
export const previewLongestSide = 1600;
/** The images the pipeline reads (checked by content at upload). */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const pdfType = 'application/pdf';

/** A derived copy as the store keeps it, with its size in pixels. */
export interface DerivedImage extends StoredFile {
  width: number;
  height: number;
}

export interface PhotoCopies {
  display: DerivedImage;
  thumbnail: DerivedImage;
}

/** A derived copy is never larger than this (a 2000 px JPEG is far below it). */
const maxDerivedBytes = 50 * 1024 * 1024;

/** The image was not one sharp can read (broken, truncated, or too many pixels). */
export class ImageUnreadableError extends Error {
  constructor(cause: unknown) {
    super('image unreadable', { cause });
  }
}

/**
 * Whether sharp failed on the image (unreadable, truncated, too many pixels) rather than
 * the system (a full disk, a missing file): those carry an errno code and stay as they are.
 */
function imageFailure(error: unknown): Error {
  const system =
    error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
  return system ? error : new ImageUnreadableError(error);
}

/** JPEG quality of the display copy for an original whose longest side is `longestSide`. */
export function displayQuality(longestSide: number): number {
  return longestSide > displayLongestSide ? displayQualityLarge : displayQualitySmall;
}

/** Width and height as shown: EXIF orientations 5 to 8 turn the image a quarter. */
async function orientedSize(file: string): Promise<{ width: number; height: number }> {
  const metadata = await sharp(file).metadata();
  if (!metadata.width || !metadata.height) throw new Error('image without a size');
  const quarter = (metadata.orientation ?? 1) >= 5;
  return quarter
    ? { width: metadata.height, height: metadata.width }
    : { width: metadata.width, height: metadata.height };
}

/**
 * Streams sharp's output into the content-addressed store and reports the output's size
 * in pixels (sharp announces it with the `info` event before the stream ends).
 */
async function storeOutput(
  store: FileStore,
  pipeline: Sharp,
  mimeType: 'image/jpeg' | 'image/png',
): Promise<DerivedImage> {
  let info: OutputInfo | null = null;
  pipeline.on('info', (value: OutputInfo) => {
    info = value;
  });
  const stored = await store.store(pipeline, { maxBytes: maxDerivedBytes, allowed: [mimeType] });
  const size = info as OutputInfo | null;
  if (!size) throw new Error('sharp reported no output size');
  return { ...stored, width: size.width, height: size.height };
}

/** Turned upright by its EXIF orientation, shrunk (never enlarged) into a square of `side`. */
function upright(file: string, side: number): Sharp {
  return sharp(file)
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
}

/**
 * The display copy and the thumbnail of a stored original photo. The original is read from
 * its file on disk and decoded once, shrunk on load to at most 2000 px (a bounded buffer of
 * raw pixels, never the whole upload); both copies are encoded from that and streamed into
 * the store. The original itself is kept as it was uploaded.
 */
export async function photoCopies(store: FileStore, original: string): Promise<PhotoCopies> {
  try {
    const { width, height } = await orientedSize(original);
    const quality = displayQuality(Math.max(width, height));
    const { data, info } = await upright(original, displayLongestSide)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [display, thumbnail] = await Promise.all([
      storeOutput(store, sharp(data, raw).jpeg({ quality }), 'image/jpeg'),
      storeOutput(
        store,
        sharp(data, raw)
          .resize({
            width: thumbnailLongestSide,
            height: thumbnailLongestSide,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .jpeg({ quality: displayQualitySmall }),
        'image/jpeg',
      ),
    ]);
    return { display, thumbnail };
  } catch (error) {
    throw imageFailure(error);
  }
}

/** The preview of an image plan: upright and at most `previewLongestSide` px. */
export async function imagePreview(store: FileStore, original: string): Promise<DerivedImage> {
  try {
    return await storeOutput(
      store,
      upright(original, previewLongestSide).jpeg({ quality: displayQualitySmall }),
      'image/jpeg',
    );
  } catch (error) {
    throw imageFailure(error);
  }
}

/** How long poppler may take for one page before the plan goes without a preview. */
const pdfRenderTimeoutMs = 30_000;

/**
 * The first page of a PDF as a PNG, rendered by poppler's pdftoppm at 100 dpi and shrunk
 * to `previewLongestSide`. Null when pdftoppm is not installed or cannot read the file:
 * the plan is then shown without a preview.
 */
export async function pdfPreview(
  store: FileStore,
  pdf: string,
  onFailure?: (error: unknown) => void,
): Promise<DerivedImage | null> {
  try {
    return await withRenderedPage(
      pdf,
      { page: 1, format: 'png', size: { dpi: 100 }, timeoutMs: pdfRenderTimeoutMs },
      (image) =>
        storeOutput(
          store,
          sharp(image)
            .resize({
              width: previewLongestSide,
              height: previewLongestSide,
              fit: 'inside',
              withoutEnlargement: true,
            })
            .png({ compressionLevel: 9, palette: true }),
          'image/png',
        ),
    );
  } catch (error) {
    onFailure?.(error);
    return null;
  }
}
