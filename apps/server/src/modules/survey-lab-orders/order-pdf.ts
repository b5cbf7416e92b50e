import { domainMessages, translate, type DomainMessageKey, type Locale } from '@vezel/domain';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

/** Everything the order form shows, read before the PDF is made (see orders.ts). */
export interface OrderForm {
  number: string;
  /** YYYY-MM-DD */
  date: string;
  priority: string;
  remarks: string;
  surveyNumber: string;
  laboratory: { name: string; address: string; accreditation: string };
  /** The firm: the survey's branch when it has one, else the organisation. */
  firm: { name: string; address: string; certificate: string };
  surveyor: string;
  samples: {
    number: string;
    kind: string;
    source: string;
    material: string;
    location: string;
    method: string;
  }[];
}

/**
 * A Code 128 barcode of a sample number, as a PNG a scanner reads from paper; null for a
 * number Code 128 does not hold as such (a kind's prefix is the firm's own text, "É01"
 * say: bwip-js would encode its bytes, which a scanner reads as other characters) or that
 * bwip-js refuses: the form then shows the number without a code rather than failing.
 */
export async function sampleBarcode(text: string): Promise<Buffer | null> {
  // Code 128 holds ASCII only; bwip-js throws on anything else.
  if (!/^[\x20-\x7e]+$/.test(text)) return null;
  try {
    return await bwipjs.toBuffer({
      bcid: 'code128',
      text,
      scale: 2,
      height: 9,
      includetext: false,
    });
  } catch {
    return null;
  }
}

/**
 * The order form a laboratory receives (A4): order number, date, priority, laboratory, the
 * firm and the surveyor, and per sample its number, kind, source and material, location,
 * the analysis method and a Code 128 barcode of the sample number. Labels are in the
 * sender's language.
 */
export async function orderPdf(form: OrderForm, locale: Locale): Promise<Buffer> {
  const t = (key: DomainMessageKey, values?: Record<string, string | number>) =>
    translate(domainMessages, locale, key, values);
  const codes = await Promise.all(form.samples.map((sample) => sampleBarcode(sample.number)));
  const document = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: t('labOrder.pdf.title', { number: form.number }), Author: form.firm.name },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const left = 40;
  const width = document.page.width - 80;
  document
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(t('labOrder.pdf.title', { number: form.number }));
  document.moveDown(0.5).font('Helvetica').fontSize(10);
  const line = (label: DomainMessageKey, value: string) => {
    document.font('Helvetica-Bold').text(`${t(label)}: `, { continued: true });
    document.font('Helvetica').text(value || '-');
  };
  line('labOrder.pdf.date', form.date);
  line('labOrder.pdf.survey', form.surveyNumber);
  line('labOrder.pdf.priority', t(`labOrder.priority.${form.priority}` as DomainMessageKey));
  line(
    'labOrder.pdf.laboratory',
    [form.laboratory.name, form.laboratory.address].filter(Boolean).join(', '),
  );
  if (form.laboratory.accreditation)
    line('labOrder.pdf.accreditation', form.laboratory.accreditation);
  line('labOrder.pdf.firm', [form.firm.name, form.firm.address].filter(Boolean).join(', '));
  if (form.firm.certificate) line('labOrder.pdf.certificate', form.firm.certificate);
  line('labOrder.pdf.surveyor', form.surveyor);
  if (form.remarks) line('labOrder.pdf.remarks', form.remarks);
  document.moveDown();

  // One block per sample: the texts on the left, its barcode on the right.
  const columns = [
    { key: 'labOrder.pdf.sample', width: 0.09 },
    { key: 'labOrder.pdf.kind', width: 0.16 },
    { key: 'labOrder.pdf.source', width: 0.24 },
    { key: 'labOrder.pdf.location', width: 0.23 },
    { key: 'labOrder.pdf.method', width: 0.1 },
  ] as const;
  const header = () => {
    let x = left;
    const y = document.y;
    document.font('Helvetica-Bold').fontSize(9);
    for (const column of columns) {
      document.text(t(column.key), x, y, { width: width * column.width - 4 });
      x += width * column.width;
    }
    document.text(t('labOrder.pdf.barcode'), x, y, { width: width * 0.18 });
    document
      .moveTo(left, document.y + 2)
      .lineTo(left + width, document.y + 2)
      .stroke();
    document.y += 6;
  };
  header();
  document.font('Helvetica').fontSize(9);
  form.samples.forEach((sample, index) => {
    if (document.y > document.page.height - 90) {
      document.addPage();
      header();
      document.font('Helvetica').fontSize(9);
    }
    const y = document.y;
    const values = [
      sample.number,
      sample.kind,
      [sample.source, sample.material].filter(Boolean).join(' · '),
      // The standard PDF fonts lack the heavy angle of "floor ❯ space"; › reads the same.
      sample.location.replaceAll('❯', '›'),
      sample.method,
    ];
    let x = left;
    let bottom = y;
    values.forEach((value, column) => {
      const columnWidth = width * columns[column]!.width;
      document.text(value || '-', x, y, { width: columnWidth - 4 });
      bottom = Math.max(bottom, document.y);
      x += columnWidth;
    });
    const code = codes[index];
    if (code) document.image(code, x, y, { fit: [width * 0.18, 28] });
    else document.text(sample.number, x, y, { width: width * 0.18 });
    document.y = Math.max(bottom, y + 30) + 4;
    document.x = left;
  });
  document.end();
  return done;
}
