import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';

/**
 * The page (1-based) of each named destination of a PDF, and its page count. Chromium
 * writes one for every element an `<a href="#id">` points at, in the catalog's /Dests
 * dictionary (PDF 1.1 style); a /Names tree (PDF 1.2) is read too.
 */
export async function pagesOfDestinations(
  pdf: Uint8Array,
): Promise<{ pageOf: Map<string, number>; pages: number }> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const pageNumbers = new Map(
    document.getPages().map((page, index) => [page.ref.toString(), index + 1]),
  );
  const pageOf = new Map<string, number>();
  const record = (name: string, destination: PDFObject | undefined) => {
    let target = destination instanceof PDFRef ? document.context.lookup(destination) : destination;
    // A destination may be a dictionary with the array under /D.
    if (target instanceof PDFDict) target = target.lookup(PDFName.of('D'));
    if (!(target instanceof PDFArray)) return;
    const page = target.get(0);
    const number = page instanceof PDFRef ? pageNumbers.get(page.toString()) : undefined;
    if (number !== undefined) pageOf.set(name, number);
  };

  const dests = document.catalog.lookup(PDFName.of('Dests'));
  if (dests instanceof PDFDict) {
    for (const [key, value] of dests.entries()) record(key.decodeText(), value);
  }
  const names = document.catalog.lookup(PDFName.of('Names'));
  const tree = names instanceof PDFDict ? names.lookup(PDFName.of('Dests')) : undefined;
  const visit = (node: PDFObject | undefined) => {
    if (!(node instanceof PDFDict)) return;
    const leaves = node.lookup(PDFName.of('Names'));
    if (leaves instanceof PDFArray) {
      for (let index = 0; index + 1 < leaves.size(); index += 2) {
        const key = leaves.lookup(index);
        if (key instanceof PDFString || key instanceof PDFHexString) {
          record(key.decodeText(), leaves.get(index + 1));
        }
      }
    }
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) {
      for (let index = 0; index < kids.size(); index++) visit(kids.lookup(index));
    }
  };
  visit(tree);
  return { pageOf, pages: document.getPageCount() };
}
