import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { reportImages } from '@vezel/domain/reports/layout';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../db/client';
import { files, pdfPageImages } from '../../db/tables';
import { findFile } from '../../files/schema';
import { pdfType } from '../../files/images';
import type { FileStore, StoredFile } from '../../files/storage';

const execFileAsync = promisify(execFile);

/** PDF points are 72 to the inch: scale 2 is 144 dpi (spec section 9). */
const renderDpi = 72 * reportImages.pdfPageScale;
const jpegQuality = Math.round(reportImages.pdfPageQuality * 100);
/** A certificate or printout of a few pages takes seconds; a stuck poppler is stopped. */
const renderTimeoutMs = 120_000;
/** An A3 page at 144 dpi is about 1 MB as JPEG; far above that is not a page image. */
const maxPageBytes = 20 * 1024 * 1024;

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
 * another report with the same certificate, reuses them. Throws for a file that is not the
 * organisation's PDF, or that poppler cannot render: the block that asked fails.
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

  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vezel-pages-'));
  try {
    await execFileAsync(
      'pdftoppm',
      [
        '-jpeg',
        '-jpegopt',
        `quality=${jpegQuality}`,
        '-r',
        String(renderDpi),
        services.files.pathOf(file.sha256),
        path.join(folder, 'page'),
      ],
      { timeout: renderTimeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
    );
    // pdftoppm names the pages page-1.jpg, or page-01.jpg... as the page count needs.
    const names = (await fs.promises.readdir(folder))
      .filter((name) => name.endsWith('.jpg'))
      .sort((a, b) => Number(/(\d+)\.jpg$/.exec(a)?.[1]) - Number(/(\d+)\.jpg$/.exec(b)?.[1]));
    if (names.length === 0) throw new Error(`pdftoppm rendered no page of file ${file.id}`);
    const rendered: (StoredFile & { width: number; height: number })[] = [];
    for (const name of names) {
      const image = path.join(folder, name);
      const { width, height } = await sharp(image).metadata();
      const stored = await services.files.store(fs.createReadStream(image), {
        maxBytes: maxPageBytes,
        allowed: ['image/jpeg'],
      });
      rendered.push({ ...stored, width: width ?? 0, height: height ?? 0 });
    }
    const base = file.name.replace(/\.pdf$/i, '');
    await services.db.transaction(async (tx) => {
      // Two prints at once render the same file; the first to store its pages wins.
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
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}
