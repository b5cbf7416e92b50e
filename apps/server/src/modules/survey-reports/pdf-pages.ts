import fs from 'node:fs';
import { pageDimensions, reportImages } from '@vezel/domain/reports/layout';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../db/client';
import { files, pdfPageImages } from '../../db/tables';
import { findFile } from '../../files/schema';
import { pdfType } from '../../files/images';
import { pdfInfo, withRenderedPage, type PdfPageSize } from '../../files/poppler';
import type { FileStore, StoredFile } from '../../files/storage';

/** PDF points are 72 to the inch: scale 2 is 144 dpi (spec section 9). */
const renderDpi = 72 * reportImages.pdfPageScale;
const jpegQuality = Math.round(reportImages.pdfPageQuality * 100);
/** A certificate or printout of a few pages takes seconds; a stuck poppler is stopped. */
const renderTimeoutMs = 120_000;
/** An A3 page at 144 dpi is about 1 MB as JPEG; far above that is not a page image. */
const maxPageBytes = 20 * 1024 * 1024;
/** A certificate or a drawing set, not a book: a longer PDF fails the block that asks. */
export const maxPdfPages = 50;
/** No page prints larger than an A3 page at 144 dpi (2382 px); a larger one is scaled down. */
export const maxPageSide = Math.ceil((pageDimensions.A3.portrait[1] / 25.4) * renderDpi);

/** The page at 144 dpi, or scaled to fit within A3 when it is larger than that. */
const pageSize = (size: PdfPageSize) =>
  (Math.max(size.width, size.height) / 72) * renderDpi > maxPageSide
    ? { longSide: maxPageSide }
    : { dpi: renderDpi };

export interface PdfPageImage {
  page: number;
  imageFileId: number;
  width: number;
  height: number;
}

const storedPages = (db: Executor, fileId: number): Promise<PdfPageImage[]> =>
  db
    .select({
      page: pdfPageImages.page,
      imageFileId: pdfPageImages.imageFileId,
      width: pdfPageImages.width,
      height: pdfPageImages.height,
    })
    .from(pdfPageImages)
    .where(eq(pdfPageImages.fileId, fileId))
    .orderBy(asc(pdfPageImages.page));

/**
 * The pages of one of the organisation's PDFs as JPEG images (poppler's pdftoppm at scale 2,
 * quality 60), made once per file and kept in pdf_page_images: a report printed again, or
 * another report with the same certificate, reuses them. A page larger than A3 is scaled
 * to fit it. Throws for a file that is not the organisation's PDF, has more than 50 pages,
 * or that poppler cannot render in time: the block that asked fails, the reason logged.
 */
export async function pdfPages(
  services: { db: Executor; files: FileStore },
  caller: { organisationId: number; profileId: number | null },
  fileId: number,
): Promise<PdfPageImage[]> {
  const file = await findFile(services.db, caller.organisationId, fileId, [pdfType]);
  if (!file) throw new Error(`file ${fileId} is not a PDF of the organisation`);
  const known = await storedPages(services.db, file.id);
  if (known.length > 0) return known;

  const source = services.files.pathOf(file.sha256);
  const until = Date.now() + renderTimeoutMs;
  const info = await pdfInfo(source, maxPdfPages, renderTimeoutMs);
  if (info.pages === 0) throw new Error(`file ${file.id} has no page`);
  if (info.pages > maxPdfPages) {
    throw new Error(`file ${file.id} has ${info.pages} pages, more than ${maxPdfPages} print`);
  }
  const rendered: (StoredFile & { width: number; height: number })[] = [];
  for (const [index, size] of info.sizes.entries()) {
    const timeoutMs = until - Date.now();
    if (timeoutMs <= 0) throw new Error(`file ${file.id} took too long to render`);
    rendered.push(
      await withRenderedPage(
        source,
        { page: index + 1, format: { jpegQuality }, size: pageSize(size), timeoutMs },
        async (image) => {
          const { width, height } = await sharp(image).metadata();
          const stored = await services.files.store(fs.createReadStream(image), {
            maxBytes: maxPageBytes,
            allowed: ['image/jpeg'],
          });
          return { ...stored, width: width ?? 0, height: height ?? 0 };
        },
      ),
    );
  }
  const base = file.name.replace(/\.pdf$/i, '');
  await services.db.transaction(async (tx) => {
    // Two prints at once render the same file; the first to store its pages wins: the
    // other waits for the source's row here, then finds them stored.
    await tx.select({ id: files.id }).from(files).where(eq(files.id, file.id)).for('update');
    if ((await storedPages(tx, file.id)).length > 0) return;
    const rows = await tx
      .insert(files)
      .values(
        rendered.map((page, index) => ({
          organisationId: caller.organisationId,
          sha256: page.sha256,
          size: page.size,
          mimeType: page.mimeType,
          name: `${base}-${index + 1}.jpg`.slice(-255),
          uploadedByProfileId: caller.profileId,
        })),
      )
      .returning({ id: files.id });
    await tx
      .insert(pdfPageImages)
      .values(
        rendered.map((page, index) => ({
          fileId: file.id,
          page: index + 1,
          imageFileId: rows[index]!.id,
          width: page.width,
          height: page.height,
        })),
      )
      .onConflictDoNothing();
  });
  return storedPages(services.db, file.id);
}
