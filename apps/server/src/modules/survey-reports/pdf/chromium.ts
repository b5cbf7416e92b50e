import { access, constants } from 'node:fs/promises';

/**
 * Debian's Chromium in a container: no sandbox (no user namespaces there), no GPU, and
 * nothing that calls out to Google while it prints (DESIGN.md).
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Whether the configured Chromium is there to be started. */
export async function chromiumAvailable(chromiumPath: string): Promise<boolean> {
  try {
    await access(chromiumPath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
