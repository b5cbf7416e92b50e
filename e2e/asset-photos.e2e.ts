import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { logIn } from './support/actions';
import { onePagePdf } from './support/survey-work';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(() => app?.close());

const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();

describe('asset photos and plans', () => {
  it('uploads two photos at once and a PDF plan, shows them, and refuses a fake JPEG', async () => {
    const page = await app.newPage();
    await logIn(page, 'surveyor@vezel.test');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Panden', exact: true })
      .click();
    await page.waitForURL(/\/pandenbeheer\/panden$/);
    await page
      .getByRole('table', { name: 'panden' })
      .getByRole('row', { name: /Prijssestraat/ })
      .getByText('Prijssestraat')
      .first()
      .click();
    await page.waitForURL(/\/pandenbeheer\/panden\/assets\/\d+$/);
    const card = page.getByRole('region', { name: /Prijssestraat/ });
    await card.getByRole('tab', { name: "Foto's" }).click();
    await page.waitForURL(/\/assets\/\d+\/photos$/);
    const photosPath = new URL(page.url()).pathname;

    // Two photos in one go, one of them larger than the display size.
    const addPhotos = page.getByLabel("Foto's toevoegen");
    await addPhotos.setInputFiles([
      { name: 'gevel.jpg', mimeType: 'image/jpeg', buffer: await photo(3000, 2000, '#8a5a2b') },
      { name: 'dak.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 600, '#2b5a8a') },
    ]);
    const grid = page.getByTestId('asset-photos-grid');
    const tiles = grid.getByRole('link');
    await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('status').getByText('Bestanden toegevoegd: 2').waitFor();
    await expect
      .poll(() =>
        tiles
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(320);

    // Dropped on the zone, as from the file manager.
    const dropped = (await photo(400, 300, '#3a8a2b')).toString('base64');
    await page.getByText(/^Sleep foto's hierheen/).evaluate((zone, base64) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'tuin.jpg', { type: 'image/jpeg' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true }));
    }, dropped);
    await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBe(3);

    // The photo at its own URL: its display copy, large, and a caption.
    const href = await tiles.first().getAttribute('href');
    expect(href).toMatch(/\/photos\/\d+$/);
    await page.goto(href!);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect
      .poll(() =>
        dialog
          .getByRole('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(2000);
    await dialog.getByRole('textbox', { name: 'Bijschrift' }).fill('Voorgevel');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.getByText('Bijschrift opgeslagen').waitFor();
    await page.getByRole('status').getByText('Bijschrift opgeslagen').waitFor();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await page.waitForURL((url) => url.pathname === photosPath);
    await grid.getByText('Voorgevel').waitFor();

    // A text file named as a JPEG: a clear message, and no photo added.
    await addPhotos.setInputFiles({
      name: 'x.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Dit is geen foto, maar tekst.\n'.repeat(20)),
    });
    await page.getByRole('alert').getByText('x.jpg: Het bestandstype is ongeldig').waitFor();
    await page.getByRole('alert').getByText('Niet toegevoegd: 1 van 1 bestanden').waitFor();
    expect(await tiles.count()).toBe(3);

    // Over the upload limit: the server stops reading at 25 MB and says so.
    await addPhotos.setInputFiles({
      name: 'groot.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([await photo(100, 100, '#000000'), Buffer.alloc(26 * 1024 * 1024)]),
    });
    await page
      .getByRole('alert')
      .getByText('groot.jpg: Het bestand is te groot (maximaal 25 MB)')
      .waitFor({ timeout: 20_000 });
    expect(await tiles.count()).toBe(3);

    // A PDF plan gets a preview and opens in the PDF viewer.
    await card.getByRole('tab', { name: 'Plattegronden' }).click();
    await page.waitForURL(/\/assets\/\d+\/plans$/);
    await page.getByLabel('Plattegronden toevoegen').setInputFiles({
      name: 'Begane grond.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf(),
    });
    const plan = page.getByRole('link', { name: /Begane grond/ });
    await plan.waitFor({ timeout: 15_000 });
    await expect
      .poll(() =>
        plan
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await plan.click();
    await page.waitForURL(/\/assets\/\d+\/plans\/\d+$/);
    await page.getByRole('heading', { name: 'Begane grond' }).waitFor();
    const frame = page.getByTitle(/Begane grond/);
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^\/files\/\d+$/);

    // Deleting asks first.
    await page.getByRole('button', { name: 'Plattegrond verwijderen' }).click();
    await page
      .getByRole('dialog', { name: 'Deze plattegrond verwijderen?' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page.waitForURL(/\/assets\/\d+\/plans$/);
    await expect.poll(() => plan.count()).toBe(0);
  });
});
