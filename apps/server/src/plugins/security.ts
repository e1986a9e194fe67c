import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Security headers and a global request budget per client address. The CSP allows inline styles because
 * antd injects its CSS-in-JS at run time; scripts only from our origin.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    // Cross-origin isolation would block vendor media previews; not needed by the app.
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Only the API is budgeted: pages and hashed assets are cheap, and a team behind one address loads many.
    // Health checks come from load balancers every few seconds; never starve them.
    allowList: (req) => !req.url.startsWith('/api/') || req.url === '/api/health',
  });
}
