import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photoCopies } from '@vezel/server/files/images';
import { fileStore } from '@vezel/server/files/storage';
import { ms, summarise } from './stats';

const runs = 10;

/**
 * Photo pipeline: a 6000x4000 JPEG (noise, so it does not compress like a flat colour) to
 * its display copy and thumbnail, read from disk and written to the content store.
 */
export async function measurePhotoPipeline(): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-bench-photos-'));
  try {
    const original = path.join(folder, 'original.jpg');
    await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 85 })
      .toFile(original);
    const store = fileStore(folder);
    await photoCopies(store, original); // warm-up: libvips loads its codecs
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      await photoCopies(store, original);
      samples.push(performance.now() - start);
    }
    const { median } = summarise(samples);
    return `photo pipeline, 6000x4000 JPEG to display + thumbnail: median ${ms(median)} (${runs} runs)`;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
