import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repositoryRoot } from '@vezel/server/testing/server-process';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.join(repositoryRoot, 'apps/web/dist');
const gzipSize = (file: string) =>
  gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

export function webSizes(loginScreenSource: string) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error('no build manifest: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const loginKey = Object.keys(manifest).find((key) => key.endsWith(loginScreenSource));
  if (!loginKey) throw new Error(`login screen ${loginScreenSource} not in the manifest`);
  const loginFiles = [...closure(manifest, [...entries, loginKey])].filter((file) =>
    file.endsWith('.js'),
  );
  const loginPageGzip = loginFiles.reduce((sum, file) => sum + gzipSize(file), 0);
  const lazy = Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map((chunk) => ({ name: chunk.src ?? chunk.file, gzip: gzipSize(chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { loginFiles, loginPageGzip, largestLazy: lazy[0] };
}
