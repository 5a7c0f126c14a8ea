import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. A list of addresses and ranges is Fastify's
 * own. A hop count is not (Fastify now refuses to trust by count alone), so it is written here:
 * the nearest `hops` senders are believed whatever their address, which is right only when clients
 * cannot reach the server except through those proxies.
 */
export function proxyTrust(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
