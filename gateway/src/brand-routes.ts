import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { brandCard, brandExists, findBrandFile, htmlTemplate, listBrands } from './brand-files.ts';
import { resolveHost } from './brand-host.ts';
import { brandIndexPage, NOT_FOUND_PAGE, UNKNOWN_BRAND_PAGE } from './brand-pages.ts';
import { sendHtml } from './security-headers.ts';
import { isShellFrame, shellFrameCsp } from './shell-simulator.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function acceptsHtml(req: FastifyRequest): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

function brandUrl(req: FastifyRequest, domain: string): (brand: string) => string {
  const port = req.port === null || req.port === undefined ? '' : `:${req.port}`;
  return (brand) => `${req.protocol}://${brand}.${domain}${port}/`;
}

/** The portal's page: framed only in the shell simulator's frame of this origin (shell-simulator.ts). */
async function sendPortalHtml(req: FastifyRequest, reply: FastifyReply, file: string, shellFrames: boolean) {
  if (!shellFrames || !isShellFrame(req)) return sendHtml(reply, 200, await htmlTemplate(file));
  reply.header('x-frame-options', 'SAMEORIGIN');
  return sendHtml(reply, 200, await htmlTemplate(file), shellFrameCsp);
}

async function serveBrand(
  req: FastifyRequest,
  reply: FastifyReply,
  brandDir: string,
  shellFrames: boolean,
): Promise<FastifyReply> {
  const pathname = req.url.split('?', 1)[0] ?? '/';
  const file = await findBrandFile(brandDir, pathname);
  if (file?.endsWith('.html') === true) return sendPortalHtml(req, reply, join(brandDir, file), shellFrames);
  if (file !== undefined) {
    // Vite names every file under assets/ by its content hash: a year, immutable. Anything else
    // (favicon, robots.txt) may change under the same name.
    const hashed = file.startsWith(`assets/`) || file.startsWith('assets\\');
    return reply.sendFile(
      file,
      brandDir,
      hashed ? { maxAge: YEAR_MS, immutable: true } : { maxAge: 0, immutable: false },
    );
  }
  const spaRoute = pathname === '/' || (acceptsHtml(req) && !pathname.startsWith('/assets/'));
  if (spaRoute) return sendPortalHtml(req, reply, join(brandDir, 'index.html'), shellFrames);
  return sendHtml(reply, 404, NOT_FOUND_PAGE);
}

/** Brand by Host: `<brand>.<domain>` serves BRANDS_DIR/<brand>/ with SPA fallback. */
export async function brandRoutes(
  app: FastifyInstance,
  opts: { brandsDir: string; brandDomain: string; shellFrames?: boolean },
): Promise<void> {
  // preCompressed: the build writes `<file>.br` / `<file>.gz` beside each text asset
  // (apps/web compress-plugin); @fastify/static picks one by Accept-Encoding (br, then gzip, else
  // the file itself), sets Content-Encoding, the file's own Content-Type and the copy's
  // Content-Length, and adds `Vary: Accept-Encoding` to every file answer.
  await app.register(fastifyStatic, { root: opts.brandsDir, serve: false, preCompressed: true });
  app.get('/*', async (req, reply) => {
    const target = resolveHost(req.hostname, opts.brandDomain);
    if (target.kind === 'index') {
      const cards = await Promise.all(listBrands(opts.brandsDir).map((b) => brandCard(opts.brandsDir, b)));
      return sendHtml(reply, 200, brandIndexPage(cards, brandUrl(req, opts.brandDomain)));
    }
    if (target.kind === 'unknown' || !brandExists(opts.brandsDir, target.brand))
      return sendHtml(reply, 404, UNKNOWN_BRAND_PAGE);
    return serveBrand(req, reply, join(opts.brandsDir, target.brand), opts.shellFrames === true);
  });
}
