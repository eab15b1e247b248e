import type { WireTimeFormat } from '../events/wireValues';

/**
 * Collector clients known to write zone-less times whose milliseconds are Lua's unpadded `%d` (`.79` = 79 ms):
 * Kong's plugin and the OpenResty module. Both name themselves in the User-Agent of their collector requests
 * (`kong-plugin-moesif/<version>`, `lua-resty-moesif/<version>`).
 */
const LUA_GATEWAY_PLUGINS = /^\s*(kong-plugin-moesif|lua-resty-moesif)\//i;

/** How the sender of a collector request writes milliseconds: 'unpadded-millis' for the Lua gateway plugins, else 'iso'. */
export function senderTimeFormat(userAgent: string | string[] | undefined): WireTimeFormat {
  return typeof userAgent === 'string' && LUA_GATEWAY_PLUGINS.test(userAgent) ? 'unpadded-millis' : 'iso';
}
