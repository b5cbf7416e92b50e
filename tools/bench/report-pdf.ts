import fs from 'node:fs';
import path from 'node:path';
import { csrfHeader } from '@vezel/domain/http/csrf';
import {
  postGraphql,
  repositoryRoot,
  startServerProcess,
  type ServerProcess,
} from '@vezel/server/testing/server-process';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { ms } from './stats';

/**
 * A survey report as the PDF job prints it, in a real server process with the built web
 * app: about 100 pages with 200 photos (JPEGs larger than the display copy, through the
 * photo pipeline as asset photos, printed from their display copies), chapters on A4 portrait and tables on
 * A3 landscape, a full table of contents, and two attached 10-page PDFs as appendices.
 * Timed from the makeSurveyReportPdf mutation to the stored PDF; memory is the peak RSS of
 * the server process and its Chromium together. Targets: 10 s, 40 MB of PDF.
 */
const photoCount = 200;
const photosPerElement = 25;
const chapterCount = photoCount / photosPerElement;
const attachedPages = 10;
const targetMs = 10_000;
const targetBytes = 40 * 1024 * 1024;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Session {
  server: ServerProcess;
  token: string;
}

async function graphql<Data>(
  session: Session,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  const { body } = await postGraphql<Data>(session.server.url, query, variables, session.token);
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function upload(session: Session, name: string, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${session.server.url}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, [csrfHeader]: '1' },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload ${name}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** The photos' size: larger than the display copy's 2000 px, so it is made at quality 30. */
const photoWidth = 2400;
const photoHeight = 1800;

/**
 * Camera-like photos: soft shapes and mild grain (one grain layer for all), so each JPEG
 * compresses like a real one (noise alone would not) and each differs from the others.
 */
async function photoMaker(): Promise<(index: number) => Promise<Buffer>> {
  const grain = await sharp({
    create: {
      width: photoWidth,
      height: photoHeight,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return (index) => {
    const hue = (index * 37) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${photoWidth}" height="${photoHeight}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},40%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},35%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${600 + (index % 7) * 180}" cy="850" r="420" fill="hsl(${(hue + 180) % 360},30%,55%)"/>
    <rect x="1300" y="${350 + (index % 5) * 120}" width="800" height="900" fill="hsl(${(hue + 45) % 360},25%,45%)"/>
    <text x="120" y="1680" font-size="130" fill="#fff">Foto ${index + 1}</text>
  </svg>`;
    return sharp(Buffer.from(svg))
      .composite([{ input: grain, blend: 'overlay' }])
      .jpeg({ quality: 88 })
      .toBuffer();
  };
}

/** A certificate-like PDF of `pages` text pages. */
async function attachment(title: string, pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = document.addPage([595, 842]);
    page.drawText(`${title}, pagina ${number}`, { x: 50, y: 780, size: 18, font });
    for (let line = 0; line < 40; line++) {
      page.drawText(
        `Monster M${String(line + 1).padStart(2, '0')}: chrysotiel 2-5 %, hechtgebonden`,
        {
          x: 50,
          y: 740 - line * 16,
          size: 10,
          font,
        },
      );
    }
  }
  return document.save();
}

const paragraph =
  'De inventarisatie is uitgevoerd volgens SC-540. Alle toegankelijke ruimten zijn visueel geïnspecteerd; verdachte materialen zijn bemonsterd en geanalyseerd door een geaccrediteerd laboratorium. ';

async function createElement(session: Session, input: Record<string, unknown>): Promise<string> {
  const data = await graphql<{ createReportElement: { id: string } }>(
    session,
    'mutation ($input: ReportElementCreateInput) { createReportElement(input: $input) { id } }',
    { input },
  );
  return data.createReportElement.id;
}

async function createChapter(
  session: Session,
  templateId: string,
  input: Record<string, unknown>,
  elementIds: string[],
): Promise<void> {
  const { createReportChapter } = await graphql<{ createReportChapter: { id: string } }>(
    session,
    'mutation ($input: ReportChapterCreateInput) { createReportChapter(input: $input) { id } }',
    { input },
  );
  for (const element of elementIds) {
    await graphql(
      session,
      'mutation ($connect: [ResourceConnection!], $input: ReportChapterElementCreateInput) { createReportChapterElement(connect: $connect, input: $input) { id } }',
      { connect: [{ type: 'reportChapter', id: createReportChapter.id }], input: { element } },
    );
  }
  await graphql(
    session,
    'mutation ($connect: [ResourceConnection!], $input: ReportTemplateChapterCreateInput) { createReportTemplateChapter(connect: $connect, input: $input) { id } }',
    {
      connect: [{ type: 'reportTemplate', id: templateId }],
      input: { chapter: createReportChapter.id },
    },
  );
}

/** The bench's template: chapters of text, photos and a wide table; two appendices. */
async function buildTemplate(
  session: Session,
  photoFileIds: string[],
  attachmentIds: string[],
): Promise<string> {
  const { createReportTemplate } = await graphql<{ createReportTemplate: { id: string } }>(
    session,
    'mutation ($input: ReportTemplateCreateInput) { createReportTemplate(input: $input) { id } }',
    { input: { name: 'Bench rapport', asset_kind: 'property', active: true } },
  );
  const templateId = createReportTemplate.id;
  const a4 = { page_size: 'A4', orientation: 'portrait', header_footer: true, query: '' };
  for (let chapter = 0; chapter < chapterCount; chapter++) {
    const photos = photoFileIds.slice(chapter * photosPerElement, (chapter + 1) * photosPerElement);
    const text = await createElement(session, {
      ...a4,
      title: `Bevindingen deel ${chapter + 1}`,
      heading_level: '2',
      markup: Array.from({ length: 14 }, () => `<p>${paragraph.repeat(3)}</p>`).join(''),
    });
    const photoElement = await createElement(session, {
      ...a4,
      title: `Foto's deel ${chapter + 1}`,
      heading_level: '2',
      markup: photos
        .map(
          (id, index) =>
            `<figure style="display:inline-block;width:48%;margin:0 1% 4mm;break-inside:avoid"><img src="/files/${id}" style="width:100%"><figcaption>Foto ${chapter * photosPerElement + index + 1}</figcaption></figure>`,
        )
        .join(''),
    });
    const rows = Array.from(
      { length: 30 },
      (_, row) =>
        `<tr><td>B${String(row + 1).padStart(2, '0')}</td><td>Golfplaten</td><td>Zolder</td><td>Asbestcement</td><td>24 m²</td><td>Chrysotiel 10-15 %</td><td>Hechtgebonden</td><td>Matig</td><td>2</td><td>M${row + 1}</td></tr>`,
    ).join('');
    const table = await createElement(session, {
      ...a4,
      ...(chapter % 2 === 1 && { page_size: 'A3', orientation: 'landscape' }),
      title: `Overzicht bronnen deel ${chapter + 1}`,
      heading_level: '2',
      markup: `<table><thead><tr><th>Bron</th><th>Toepassing</th><th>Locatie</th><th>Materiaal</th><th>Hoeveelheid</th><th>Asbesttype</th><th>Hechting</th><th>Conditie</th><th>Risicoklasse</th><th>Monsters</th></tr></thead><tbody>${rows}</tbody></table>`,
    });
    await createChapter(
      session,
      templateId,
      { title: `Hoofdstuk ${chapter + 1}`, text: `<p>${paragraph}</p>` },
      [text, photoElement, table],
    );
  }
  for (const [index, fileId] of attachmentIds.entries()) {
    const element = await createElement(session, {
      ...a4,
      header_footer: false,
      title: `Certificaat ${index + 1}`,
      heading_level: '0',
      markup: `{% pdf_pages ${fileId} %}`,
    });
    await createChapter(
      session,
      templateId,
      { title: `Analysecertificaat ${index + 1}`, appendix: true, text: '' },
      [element],
    );
  }
  return templateId;
}

/**
 * Resident memory in MB of a process alone and with all its descendants (the server and
 * its Chromium).
 */
function treeRssMegabytes(rootPid: number): { own: number; tree: number } {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const pid = Number(entry);
      const parent = Number(status.match(/^PPid:\s+(\d+)$/m)?.[1] ?? 0);
      rss.set(pid, Number(status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1] ?? 0));
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const pending = [rootPid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return { own: (rss.get(rootPid) ?? 0) / 1024, tree: total / 1024 };
}

export async function measureReportPdf(): Promise<string[]> {
  const webDist = process.env.WEB_DIST ?? path.join(repositoryRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    return [`report PDF: skipped, no built web app in ${webDist} (npm run build, or WEB_DIST)`];
  }
  // At info the job logs its steps' times (see pdf/job.ts), shown with the result.
  const server = await startServerProcess({ WEB_DIST: webDist, LOG_LEVEL: 'info' });
  try {
    const login = await postGraphql<{ login: { token: string } }>(
      server.url,
      'mutation { login(email: "admin@vezel.test", password: "vezel-demo-2026") { token } }',
    );
    const token = login.body.data?.login.token;
    if (!token) throw new Error(JSON.stringify(login.body.errors));
    const session = { server, token };
    const { surveys } = await graphql<{
      surveys: { items: { id: string; asset_id: string }[] };
    }>(session, '{ surveys(assetType: "panden", status: active) { items { id asset_id } } }');
    const survey = surveys.items[0];
    if (!survey) throw new Error('the demo has no active property survey');

    const photo = await photoMaker();
    const originals: string[] = [];
    for (let index = 0; index < photoCount; index++) {
      originals.push(
        await upload(session, `foto-${index + 1}.jpg`, await photo(index), 'image/jpeg'),
      );
    }
    const displays: string[] = [];
    for (let start = 0; start < originals.length; start += 50) {
      const { addAssetPhotos } = await graphql<{ addAssetPhotos: { display: { id: string } }[] }>(
        session,
        'mutation ($assetId: ID!, $fileIds: [ID!]!) { addAssetPhotos(assetId: $assetId, fileIds: $fileIds) { display { id } } }',
        { assetId: survey.asset_id, fileIds: originals.slice(start, start + 50) },
      );
      displays.push(...addAssetPhotos.map((added) => added.display.id));
    }
    const attachments = [
      await upload(
        session,
        'certificaat-1.pdf',
        await attachment('Analysecertificaat 1', attachedPages),
        'application/pdf',
      ),
      await upload(
        session,
        'certificaat-2.pdf',
        await attachment('Analysecertificaat 2', attachedPages),
        'application/pdf',
      ),
    ];
    const templateId = await buildTemplate(session, displays, attachments);
    const { createSurveyReport } = await graphql<{ createSurveyReport: { id: string } }>(
      session,
      'mutation ($surveyId: ID!, $templateId: ID!) { createSurveyReport(surveyId: $surveyId, templateId: $templateId) { id } }',
      { surveyId: survey.id, templateId },
    );

    const statusQuery =
      'query ($id: ID!) { surveyReport(id: $id) { pdf_pages pdf_file { id size } pdf_job { status error } } }';
    interface Status {
      surveyReport: {
        pdf_pages: number | null;
        pdf_file: { id: string; size: number } | null;
        pdf_job: { status: string; error: string | null } | null;
      };
    }
    // A first print warms up what a running server has warm: the page images of the
    // attached PDFs (made once per file) and the web app's chunks.
    const print = async () => {
      const peak = treeRssMegabytes(server.pid);
      const start = performance.now();
      await graphql(session, 'mutation ($id: ID!) { makeSurveyReportPdf(id: $id) { id } }', {
        id: createSurveyReport.id,
      });
      for (;;) {
        const now = treeRssMegabytes(server.pid);
        peak.own = Math.max(peak.own, now.own);
        peak.tree = Math.max(peak.tree, now.tree);
        const { surveyReport } = await graphql<Status>(session, statusQuery, {
          id: createSurveyReport.id,
        });
        const job = surveyReport.pdf_job;
        if (job?.status === 'failed') throw new Error(`report PDF failed: ${job.error}`);
        if (job?.status === 'done' && surveyReport.pdf_file) {
          return { elapsed: performance.now() - start, peak, report: surveyReport };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const first = await print();
    const second = await print();
    const size = second.report.pdf_file?.size ?? 0;
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.includes('report PDF made'))
      .at(-1);
    const steps = logged ? (JSON.parse(logged) as { ms?: Record<string, number> }).ms : undefined;
    return [
      `report PDF (${second.report.pdf_pages} pages, ${photoCount} photos, A4 and A3 landscape, 2 × ${attachedPages}-page PDFs): ${ms(second.elapsed)} from the mutation to the stored PDF (first print ${ms(first.elapsed)}, with the PDFs' page images; target ${ms(targetMs)}: ${second.elapsed <= targetMs ? 'within' : 'OVER'})`,
      `report PDF: the job's steps (ms since its page opened): ${JSON.stringify(steps ?? {})}`,
      `report PDF: size ${mb(size)} (target ${mb(targetBytes)}: ${size <= targetBytes ? 'within' : 'OVER'}); peak RSS of server + Chromium ${second.peak.tree.toFixed(0)} MB, of the server alone ${second.peak.own.toFixed(0)} MB (first print ${first.peak.tree.toFixed(0)} and ${first.peak.own.toFixed(0)} MB)`,
    ];
  } finally {
    await server.stop();
  }
}
