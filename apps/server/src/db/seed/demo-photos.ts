import sharp from 'sharp';

/**
 * Stand-ins for the surveyor's photos of a source, drawn so the demo needs no picture files:
 * corrugated asbestos-cement sheets seen from the attic, and a hardened sealant joint along
 * a window frame. 1600 × 1200 px JPEGs: they go through the upload's pipeline to a display
 * copy and a thumbnail like any photo, and small enough that every test's seed stays quick.
 */

/** Drawn on a 2400 × 1800 canvas, printed at two thirds. */
const width = 2400;
const height = 1800;
const svgRoot = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 ${width} ${height}">`;

const corrugatedSheets = () => {
  const waves = Array.from({ length: 24 }, (_, index) => {
    const x = index * 100;
    return `<rect x="${x}" y="0" width="50" height="${height}" fill="url(#ridge)"/>`;
  }).join('');
  return `${svgRoot}
    <defs>
      <linearGradient id="ridge" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stop-color="#8d8f8a"/><stop offset="0.5" stop-color="#c9cbc4"/><stop offset="1" stop-color="#8d8f8a"/>
      </linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="#a4a69f"/>
    ${waves}
    <rect x="0" y="0" width="${width}" height="140" fill="#5b4a3a"/>
    <rect x="0" y="1180" width="${width}" height="90" fill="#6b5440"/>
    <rect x="0" y="1660" width="${width}" height="140" fill="#4a3b2e"/>
  </svg>`;
};

const sealantJoint = () => `${svgRoot}
    <rect width="${width}" height="${height}" fill="#e8e4da"/>
    <rect x="500" y="250" width="1400" height="1300" fill="#f7f7f2" stroke="#b9b4a8" stroke-width="30"/>
    <rect x="640" y="390" width="1120" height="1020" fill="#cfe3ee"/>
    <rect x="610" y="360" width="1180" height="1080" fill="none" stroke="#7d7461" stroke-width="26"/>
    <rect x="1130" y="390" width="140" height="1020" fill="#f7f7f2"/>
  </svg>`;

export type DemoPhoto = 'corrugatedSheets' | 'sealantJoint';

export function demoPhoto(photo: DemoPhoto): Promise<Buffer> {
  const svg = photo === 'corrugatedSheets' ? corrugatedSheets() : sealantJoint();
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
