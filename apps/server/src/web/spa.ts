import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, errorCatalogue } from '@lizi/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { publicAppConfig } from '../modules/app-config/app-config.service';

const CONFIG_MARKER = '<!--app-config-->';

/**
 * Serves the built React app: hashed assets cached for a year, everything else that looks like a page gets
 * index.html (history fallback) with this deployment's config embedded as a JSON data block, which needs no
 * script-src exception in the CSP. /api paths that match nothing get the envelope 404.
 */
export async function registerSpa(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexPath = path.join(config.webDistDir, 'index.html');
  const built = existsSync(indexPath);
  const template = built ? readFileSync(indexPath, 'utf8') : undefined;

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  } else {
    app.log.warn({ dir: config.webDistDir }, 'web app not built: pages answer 503 until `npm run build`');
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (!template) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><meta charset="utf-8"><title>栗子工坊</title><p>前端尚未构建，请先运行 npm start。</p>',
        );
    }
    const json = JSON.stringify(publicAppConfig(config, request.hostname)).replaceAll('<', '\\u003c');
    const html = template.replace(
      CONFIG_MARKER,
      `<script type="application/json" id="app-config">${json}</script>`,
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.status(404).send({
        code: ErrorCode.ROUTE_NOT_FOUND,
        msg: `${errorCatalogue[ErrorCode.ROUTE_NOT_FOUND].msg}：${request.method} ${url}`,
        data: null,
        requestId: request.id,
      });
    }
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url);
    if ((request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile)
      return sendIndex(request, reply);
    return reply.status(404).type('text/plain; charset=utf-8').send('未找到该文件');
  });
}
