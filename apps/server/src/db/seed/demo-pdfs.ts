import PDFDocument from 'pdfkit';

/**
 * The documents a firm receives from outside and keeps with a survey, drawn for the demo:
 * a laboratory's certificate of analysis (NEN 5896), SMA-rt printouts and a floor plan.
 * Real ones come as PDFs from the laboratory and the SMA-rt web tool; these look enough like them for a report's appendices to show their pages.
 */

type Document = InstanceType<typeof PDFDocument>;

async function drawn(
  options: ConstructorParameters<typeof PDFDocument>[0],
  draw: (document: Document) => void,
): Promise<Buffer> {
  const document = new PDFDocument(options);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  draw(document);
  document.end();
  return done;
}

/** Label and value lines, the label bold. */
function facts(document: Document, rows: readonly [string, string][]) {
  for (const [label, value] of rows) {
    document.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    document.font('Helvetica').text(value || '-');
  }
}

/** A simple table: a bold header row, a rule, then the rows; widths are fractions. */
function table(
  document: Document,
  columns: readonly { title: string; width: number }[],
  rows: readonly string[][],
) {
  const left = document.page.margins.left;
  const width = document.page.width - left - document.page.margins.right;
  const row = (cells: readonly string[], font: string) => {
    const y = document.y;
    let x = left;
    let bottom = y;
    document.font(font);
    cells.forEach((cell, index) => {
      const cellWidth = width * columns[index]!.width;
      document.text(cell, x, y, { width: cellWidth - 6 });
      bottom = Math.max(bottom, document.y);
      x += cellWidth;
    });
    document.x = left;
    document.y = bottom + 4;
  };
  row(
    columns.map((column) => column.title),
    'Helvetica-Bold',
  );
  document
    .moveTo(left, document.y - 2)
    .lineTo(left + width, document.y - 2)
    .stroke();
  for (const cells of rows) row(cells, 'Helvetica');
}

export interface CertificateSample {
  number: string;
  description: string;
  /** What was found and how much, as reported; empty when nothing was found. */
  found: { type: string; percentage: string }[];
}

export interface LabCertificate {
  title: string;
  method: string;
  number: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  receivedOn: string;
  laboratory: { name: string; address: string; accreditation: string };
  client: string;
  project: string;
  samples: CertificateSample[];
}

/** A laboratory's certificate of analysis: per sample what it found, or "Niet aangetoond". */
export function labCertificatePdf(certificate: LabCertificate): Promise<Buffer> {
  return drawn(
    {
      size: 'A4',
      margin: 50,
      info: {
        Title: `Analysecertificaat ${certificate.number}`,
        Author: certificate.laboratory.name,
      },
    },
    (document) => {
      document.font('Helvetica-Bold').fontSize(16).text(certificate.laboratory.name);
      document
        .font('Helvetica')
        .fontSize(9)
        .text(certificate.laboratory.address)
        .text(
          `Geaccrediteerd door de Raad voor Accreditatie onder nummer ${certificate.laboratory.accreditation} (NEN-EN-ISO/IEC 17025)`,
        );
      document.moveDown(1.5).font('Helvetica-Bold').fontSize(13);
      document.text(certificate.title);
      document.moveDown(0.5).fontSize(10);
      facts(document, [
        ['Certificaatnummer', certificate.number],
        ['Datum', certificate.issuedOn],
        ['Monsters ontvangen', certificate.receivedOn],
        ['Opdrachtgever', certificate.client],
        ['Project', certificate.project],
        ['Methode', certificate.method],
      ]);
      document.moveDown();
      table(
        document,
        [
          { title: 'Monster', width: 0.12 },
          { title: 'Omschrijving', width: 0.4 },
          { title: 'Stof', width: 0.22 },
          { title: 'Gehalte', width: 0.26 },
        ],
        certificate.samples.flatMap((sample) =>
          sample.found.length === 0
            ? [[sample.number, sample.description, 'Niet aangetoond', '-']]
            : sample.found.map((found, index) => [
                index === 0 ? sample.number : '',
                index === 0 ? sample.description : '',
                found.type,
                found.percentage,
              ]),
        ),
      );
      document.moveDown(2).fontSize(8).font('Helvetica');
      document.text(
        'De resultaten gelden uitsluitend voor de onderzochte monsters. Asbest: onderzocht op chrysotiel, amosiet, crocidoliet, tremoliet, actinoliet en anthophylliet. Dit certificaat mag niet anders dan in zijn geheel worden gereproduceerd.',
      );
      document.moveDown(3).fontSize(10);
      document.text('Voor akkoord, namens het laboratorium:');
      document.moveDown(2).text('ing. R. Smits, technisch manager');
    },
  );
}

export interface SmartPrintout {
  reference: string;
  /** YYYY-MM-DD */
  date: string;
  firm: string;
  project: string;
  source: string;
  inputs: [string, string][];
  riskClass: string;
  workingMethod: string;
}

/** An SMA-rt printout: the inputs of one source's classification and its outcome. */
export function smartPrintoutPdf(printout: SmartPrintout): Promise<Buffer> {
  return drawn(
    {
      size: 'A4',
      margin: 50,
      info: { Title: `SMA-rt ${printout.reference}`, Author: 'SMA-rt' },
    },
    (document) => {
      document.font('Helvetica-Bold').fontSize(18).text('SMA-rt');
      document.font('Helvetica').fontSize(10).text('Risicoclassificatie asbestverwijdering');
      document.moveDown(1.5).fontSize(10);
      facts(document, [
        ['Referentie', printout.reference],
        ['Datum', printout.date],
        ['Inventarisatiebureau', printout.firm],
        ['Project', printout.project],
        ['Bron', printout.source],
      ]);
      document.moveDown().font('Helvetica-Bold').fontSize(12).text('Invoer');
      document.moveDown(0.3).fontSize(10);
      facts(document, printout.inputs);
      document.moveDown().font('Helvetica-Bold').fontSize(12).text('Uitkomst');
      document.moveDown(0.3).fontSize(10);
      facts(document, [
        ['Risicoklasse', printout.riskClass],
        ['Voorgeschreven werkwijze', printout.workingMethod],
      ]);
      document.moveDown(2).fontSize(8).font('Helvetica');
      document.text(
        'De risicoklasse geldt voor de beschreven bron en verwijderingsmethode. Bij een andere werkwijze of bron moet opnieuw worden geclassificeerd.',
      );
    },
  );
}

export interface PlanRoom {
  name: string;
  /** Position and size in metres from the plan's origin. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlanFloor {
  name: string;
  rooms: PlanRoom[];
}

/** A3 landscape in PDF points (72 to the inch), the floor plan's page. */
export const floorPlanPage = { width: 1190.55, height: 841.89 } as const;

/** A room as drawn on the floor plan: its rectangle in points from the page's top left. */
export interface PlacedRoom {
  floor: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Points per metre; the plan is not to scale, this only fits the demo's floors. */
const roomScale = 55;
const floorsTop = 110;

/** Where each room of the floors lands on the page: floors side by side, left to right. */
export function floorPlanLayout(floors: readonly PlanFloor[]): PlacedRoom[] {
  const placed: PlacedRoom[] = [];
  let originX = 60;
  for (const floor of floors) {
    let right = originX;
    for (const room of floor.rooms) {
      const x = originX + room.x * roomScale;
      placed.push({
        floor: floor.name,
        name: room.name,
        x,
        y: floorsTop + room.y * roomScale,
        width: room.width * roomScale,
        height: room.height * roomScale,
      });
      right = Math.max(right, x + room.width * roomScale);
    }
    originX = right + 80;
  }
  return placed;
}

/**
 * A floor plan on A3 landscape, as an architect delivers one: each floor's rooms as
 * rectangles with their names. The surveyor marks the sources on it in the plan drawing.
 */
export function floorPlanPdf(title: string, floors: readonly PlanFloor[]): Promise<Buffer> {
  return drawn(
    { size: 'A3', layout: 'landscape', margin: 40, info: { Title: title } },
    (document) => {
      document.font('Helvetica-Bold').fontSize(16).text(title, 40, 40);
      const rooms = floorPlanLayout(floors);
      for (const floor of floors) {
        const left = Math.min(
          ...rooms.filter((room) => room.floor === floor.name).map((room) => room.x),
        );
        document
          .font('Helvetica-Bold')
          .fontSize(12)
          .text(floor.name, left, floorsTop - 30);
      }
      for (const room of rooms) {
        document.lineWidth(2).rect(room.x, room.y, room.width, room.height).stroke('#333333');
        document
          .font('Helvetica')
          .fontSize(12)
          .fillColor('#333333')
          .text(room.name, room.x + 6, room.y + 6, { width: room.width - 12 });
      }
      document
        .fillColor('#000000')
        .font('Helvetica')
        .fontSize(9)
        .text('Niet op schaal.', 40, document.page.height - 70);
    },
  );
}
