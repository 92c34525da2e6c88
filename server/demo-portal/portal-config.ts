import { DEFAULT_MERCHANT_KEY, DEFAULT_SIGN_SECRET } from '../config';

export interface PortalConfig {
  host: string;
  port: number;
  referenceOrigin: string;
  mobile: string;
  merchantKey: string;
  signSecret: string;
}

const loopback = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);

/**
 * The demo portal's settings, from the same environment as the reference server: HOST, PORT (the
 * reference server's), IRR_PORTAL_PORT (default PORT + 1), IRR_PORTAL_REFERENCE (default
 * http://HOST:PORT), IRR_PORTAL_MOBILE (default the demo administrator), IRR_MERCHANT_KEY and
 * IRR_SIGN_SECRET (the server's defaults).
 */
export function loadPortalConfig(env: NodeJS.ProcessEnv = process.env): PortalConfig {
  const host = env.HOST || '127.0.0.1';
  const referencePort = Number(env.PORT || 8080);
  const port = Number(env.IRR_PORTAL_PORT || referencePort + 1);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`IRR_PORTAL_PORT is not a port: ${String(env.IRR_PORTAL_PORT)}`);
  return {
    host,
    port,
    referenceOrigin: (env.IRR_PORTAL_REFERENCE || `http://${loopback(host)}:${referencePort}`).replace(/\/$/, ''),
    mobile: env.IRR_PORTAL_MOBILE || '13800000000',
    merchantKey: env.IRR_MERCHANT_KEY || DEFAULT_MERCHANT_KEY,
    signSecret: env.IRR_SIGN_SECRET || DEFAULT_SIGN_SECRET,
  };
}
