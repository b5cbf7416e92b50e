import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * Poppler's command-line tools, for the PDFs users upload: pdfinfo reads a PDF's pages,
 * pdftoppm renders one as an image. Each runs as its own process with a time limit and is
 * killed past it, so a broken or hostile PDF costs at most that time and never the server's
 * memory.
 */

const execFileAsync = promisify(execFile);

const run = (command: string, args: string[], timeoutMs: number) =>
  execFileAsync(command, args, {
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: 1024 * 1024,
    encoding: 'utf8',
  });

/** A page's size in PDF points (72 to the inch). */
export interface PdfPageSize {
  width: number;
  height: number;
}

export interface PdfInfo {
  pages: number;
  /** The sizes of the first pages, at most as many as asked. */
  sizes: PdfPageSize[];
}

/**
 * How many pages a PDF has and the sizes of its first `firstPages` (pdfinfo). The document's
 * own metadata comes first in pdfinfo's output, so the last line naming a value is the
 * one pdfinfo wrote itself.
 */
export async function pdfInfo(
  pdf: string,
  firstPages: number,
  timeoutMs: number,
): Promise<PdfInfo> {
  const { stdout } = await run('pdfinfo', ['-f', '1', '-l', String(firstPages), pdf], timeoutMs);
  const pages = [...stdout.matchAll(/^Pages:\s+(\d+)\s*$/gm)].at(-1)?.[1];
  if (pages === undefined) throw new Error('pdfinfo gave no page count');
  const sizes = new Map<number, PdfPageSize>();
  for (const match of stdout.matchAll(/^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+) pts/gm)) {
    sizes.set(Number(match[1]), { width: Number(match[2]), height: Number(match[3]) });
  }
  const count = Math.min(Number(pages), firstPages);
  const ordered: PdfPageSize[] = [];
  for (let page = 1; page <= count; page++) {
    const size = sizes.get(page);
    if (!size) throw new Error(`pdfinfo gave no size of page ${page}`);
    ordered.push(size);
  }
  return { pages: Number(pages), sizes: ordered };
}

export interface PageRender {
  /** Counted from 1. */
  page: number;
  format: 'png' | { jpegQuality: number };
  /** Rendered at a resolution, or scaled so its longer side is this many pixels. */
  size: { dpi: number } | { longSide: number };
  timeoutMs: number;
}

/**
 * One page of a PDF rendered by pdftoppm into a temporary folder: `use` gets the image's
 * path, and the folder is removed when it is done, whatever happened.
 */
export async function withRenderedPage<T>(
  pdf: string,
  render: PageRender,
  use: (image: string) => Promise<T>,
): Promise<T> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vezel-pdf-'));
  const prefix = path.join(folder, 'page');
  const format =
    render.format === 'png'
      ? ['-png']
      : ['-jpeg', '-jpegopt', `quality=${render.format.jpegQuality}`];
  const size =
    'dpi' in render.size
      ? ['-r', String(render.size.dpi)]
      : ['-scale-to', String(render.size.longSide)];
  try {
    await run(
      'pdftoppm',
      [
        ...format,
        ...size,
        '-f',
        String(render.page),
        '-l',
        String(render.page),
        '-singlefile',
        pdf,
        prefix,
      ],
      render.timeoutMs,
    );
    return await use(`${prefix}.${render.format === 'png' ? 'png' : 'jpg'}`);
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}
