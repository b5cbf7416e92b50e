import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postGraphql } from '@vezel/server/testing/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';

let app: E2eApp;
let folder: string;
beforeAll(async () => {
  app = await startE2eApp();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-e2e-report-'));
});
afterAll(async () => {
  await app?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

const surveyNumber = '2026-0001';

/** A GraphQL request as a demo user (setup the test does not click through). */
async function graphqlAs<Data>(
  email: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  const login = await postGraphql<{ login: { token: string } }>(
    app.server.url,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password: demoPassword },
  );
  const token = login.body.data?.login.token;
  const { body } = await postGraphql<Data>(app.server.url, query, variables, token);
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The text of one page of the PDF (pdftotext keeps the layout's lines). */
const pageText = (file: string, page: number) =>
  execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-'], {
    encoding: 'utf8',
  });

/** Each page's size in points, from pdfinfo. */
function pageSizes(file: string, pages: number): { width: number; height: number }[] {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', String(pages), file], {
    encoding: 'utf8',
  });
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => ({
    width: Number(match[1]),
    height: Number(match[2]),
  }));
}

describe('survey reports', () => {
  it('a surveyor makes a report, edits a chapter, previews it and makes its PDF', async () => {
    // The demo survey with results and certificates is completed: its findings can no
    // longer change, and its report can still be made.
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page.goto('/onderzoeken/panden/completed');
    await page
      .getByRole('table', { name: 'onderzoeken' })
      .getByRole('link', { name: surveyNumber, exact: true })
      .click();
    await page.waitForURL(/\/onderzoeken\/\d+\/information$/);
    await page.getByRole('tab', { name: 'Rapporten', exact: true }).click();
    await page.waitForURL(/\/onderzoeken\/\d+\/reports$/);

    // A new report from the demo's SC-540 template.
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const create = page.getByRole('dialog', { name: 'Nieuw rapport' });
    await create.getByRole('combobox', { name: /^Rapportsjabloon/ }).click();
    await page.getByRole('option', { name: 'Asbestinventarisatierapport SC-540' }).click();
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(/\/onderzoeken\/\d+\/reports\/\d+$/);
    const reportId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    // The summary chapter gets the surveyor's own sentence.
    const summary = page.getByRole('textbox', { name: 'Tekst van Samenvatting' });
    await summary.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Het dak van de berging is in 2026 vervangen.');
    await page.getByRole('button', { name: 'Tekst opslaan' }).first().click();
    await page.getByText('Hoofdstuk Samenvatting opgeslagen').waitFor();

    // The draft's own title, as the cover prints it.
    await page
      .getByRole('textbox', { name: 'Titel van het rapport' })
      .fill('Asbestinventarisatie berging');
    await page.getByRole('button', { name: 'Titel opslaan' }).click();
    await page.getByText('Titel opgeslagen: Asbestinventarisatie berging').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Asbestinventarisatie berging' }).waitFor();

    // Preview: the print view in a new tab, without the app's shell, ready to print.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Voorbeeld' }).click(),
    ]);
    await preview.waitForURL(`**/rapporten/${reportId}/afdrukken`);
    await preview.locator('main[data-report-ready]').waitFor();
    await preview.getByRole('navigation', { name: 'Inhoudsopgave' }).waitFor();
    await preview.getByText('Het dak van de berging is in 2026 vervangen.').waitFor();
    expect(await preview.getByRole('navigation', { name: 'Hoofdmenu' }).count()).toBe(0);
    // The tab (and so the PDF) is named after the report; the browser's preview is at hand.
    expect(await preview.title()).toBe(`Asbestinventarisatie berging \u2014 ${surveyNumber}`);
    await preview
      .getByRole('toolbar', { name: 'Afdrukken' })
      .getByRole('button', { name: 'Afdrukvoorbeeld' })
      .waitFor();
    await preview.close();

    // The PDF: the job's progress, then the PDF with its page count and a download link.
    await page.getByRole('button', { name: 'PDF maken' }).click();
    const made = page.getByTestId('report-pdf');
    await made.getByRole('link', { name: 'PDF downloaden' }).waitFor({ timeout: 60_000 });
    const href = await made.getByRole('link', { name: 'PDF downloaden' }).getAttribute('href');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    const file = path.join(folder, 'rapport.pdf');
    fs.writeFileSync(file, await response.body());

    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
    expect(info).toMatch(
      new RegExp(`^Title:\\s+Asbestinventarisatie berging \u2014 ${surveyNumber}$`, 'm'),
    );
    expect(pages).toBeGreaterThan(5);
    await made.getByText(`${pages} pagina's`, { exact: false }).waitFor();
    const texts = Array.from({ length: pages }, (_, index) => pageText(file, index + 1));

    // The cover: the survey's number, no header or footer.
    expect(texts[0]).toContain(surveyNumber);
    expect(texts[0]).toContain('Asbestinventarisatie berging');
    expect(texts[0]).not.toMatch(/Pagina \d+ van/);

    // The contents: every entry numbered, and its page number the page its heading is on.
    const { surveyReportPrint } = await graphqlAs<{
      surveyReportPrint: { toc: { number: string; title: string; level: number }[] };
    }>(
      'surveyor@vezel.test',
      'query ($id: ID!) { surveyReportPrint(id: $id) { toc { number title level } } }',
      { id: reportId },
    );
    const contents = texts.slice(1, 4).join('\n');
    expect(contents).toContain('Inhoudsopgave');
    for (const entry of surveyReportPrint.toc) {
      const line = contents
        .split('\n')
        .find((text) => text.includes(entry.number) && text.includes(entry.title));
      expect(line, `${entry.number} ${entry.title} in the contents`).toBeDefined();
      const pageNumber = Number(/(\d+)\s*$/.exec(line ?? '')?.[1]);
      const heading = entry.number.startsWith('Bijlage')
        ? `${entry.number} — ${entry.title}`
        : `${entry.number} ${entry.title}`;
      expect(texts[pageNumber - 1], `${heading} on page ${pageNumber}`).toContain(heading);
    }
    expect(contents).toContain('Bijlage A');
    // Pages with a header and footer count the report's pages.
    expect(texts.some((text) => text.includes(`Pagina 3 van ${pages}`))).toBe(true);

    // The sources overview prints on A3 landscape (420 × 297 mm: 1190.55 × 841.89 pt).
    const sizes = pageSizes(file, pages);
    const a3Landscape = sizes.findIndex(
      (size) => Math.round(size.width) === 1191 && Math.round(size.height) === 842,
    );
    expect(a3Landscape).toBeGreaterThan(0);
    expect(texts[a3Landscape]).toContain('Bronnenoverzicht');

    // The sample results from the laboratory.
    const results = texts.find(
      (text) => text.includes('Monsters en resultaten') && !text.includes('Inhoudsopgave'),
    );
    expect(results).toContain('Chrysotiel');
    expect(results).toMatch(/M\d{2}/);
    // The surveyor's sentence, wherever the chapter's lines break.
    expect(
      texts.some((text) =>
        text.replace(/\s+/g, ' ').includes('Het dak van de berging is in 2026 vervangen.'),
      ),
    ).toBe(true);

    // Final needs the surveyor's signature: without one, the refusal leads to the account.
    await page.getByRole('button', { name: 'Definitief maken' }).click();
    const finalize = page.getByRole('dialog', {
      name: 'Asbestinventarisatie berging definitief maken?',
    });
    await finalize.getByRole('button', { name: 'Definitief maken' }).click();
    await finalize.getByText('Je account heeft nog geen handtekening.', { exact: false }).waitFor();
    await finalize.getByRole('link', { name: 'Naar Account › Handtekening' }).click();
    await page.getByRole('tab', { name: 'Handtekening', selected: true }).waitFor();
  });
});
