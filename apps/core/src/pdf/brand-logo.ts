import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { FONT_FAMILY, FONT_FILES } from './fonts.ts';

export interface BrandLogo {
  /** PNG bytes (an SVG logo rasterised); PDFs embed it as an image. */
  png: Buffer;
  widthPx: number;
  heightPx: number;
}

const LOGO_BYTES_MAX = 512 * 1024;
/** SVG logos are rasterised at this width: sharp in print at the size a letterhead shows them. */
const RASTER_WIDTH_PX = 960;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Logos by folder and brand: a brand's files change only with a deploy, so each is read and rasterised once. */
const LOADED = new Map<string, Promise<BrandLogo>>();

/**
 * A brand's logo from `brands/<id>/`: `logo.png` as it is, else `logo.svg` rasterised with
 * resvg (pdfkit draws no SVG, and a raster keeps the letterhead the same in every viewer). The
 * SVG's text is drawn with the bundled Arimo (Arial's metrics), never the machine's fonts, so
 * every replica renders the same picture. Brand ids are checked, so an id never walks out of brandsDir.
 * Kept per folder after the first call (pdfGenerate no longer rasterises on every document).
 */
export async function loadBrandLogo(brandsDir: string, brandId: string): Promise<BrandLogo> {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(brandId)) throw new RangeError(`bad brand id: ${brandId.slice(0, 64)}`);
  const folder = path.join(path.resolve(brandsDir), brandId);
  let logo = LOADED.get(folder);
  if (!logo) {
    logo = readLogo(folder, brandId);
    LOADED.set(folder, logo);
    // A failed read is not kept: the next call tries again (and reports the error again).
    logo.catch(() => LOADED.delete(folder));
  }
  return logo;
}

async function readLogo(folder: string, brandId: string): Promise<BrandLogo> {
  const png = await readBounded(path.join(folder, 'logo.png'));
  if (png) {
    if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error(`${brandId}/logo.png is not a PNG`);
    return { png, widthPx: png.readUInt32BE(16), heightPx: png.readUInt32BE(20) };
  }
  const svg = await readBounded(path.join(folder, 'logo.svg'));
  if (!svg) throw new Error(`brand ${brandId} has no logo.png or logo.svg`);
  return rasterise(svg);
}

export function rasterise(svg: Buffer | string): BrandLogo {
  const rendered = new Resvg(svg, {
    fitTo: { mode: 'width', value: RASTER_WIDTH_PX },
    font: {
      loadSystemFonts: false,
      fontFiles: [FONT_FILES.regular, FONT_FILES.bold],
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
      serifFamily: FONT_FAMILY,
      monospaceFamily: FONT_FAMILY,
    },
  }).render();
  return { png: rendered.asPng(), widthPx: rendered.width, heightPx: rendered.height };
}

async function readBounded(file: string): Promise<Buffer | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  if (info.size > LOGO_BYTES_MAX) throw new Error(`${file} is larger than ${LOGO_BYTES_MAX} bytes`);
  return readFile(file);
}
