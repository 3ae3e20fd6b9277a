/** @waypoint/renderer: the block registry, server rendering of page trees, islands, the web server. */
export {
  type AssetManifest,
  buildClientAssets,
  type ClientAssets,
  gzipSizeOf,
  noSchemasInBrowser,
} from './assets.ts';
export { contentSecurityPolicy, htmlSecurityHeaders, newNonce } from './csp.ts';
export { Errors, isRendererError, type RendererError } from './errors.ts';
export {
  type HydrationStrategy,
  ISLANDS,
  type IslandData,
  type IslandType,
  needsHydration,
} from './islands.ts';
export { type PageParts, withNonce } from './page-cache.ts';
export { type HydrationMode, PageRenderer, type PageRendererOptions } from './page-renderer.tsx';
export {
  type HttpPageSourceOptions,
  httpPageSource,
  type InjectLike,
  injectPageSource,
  type PageRequest,
  type PageResponse,
  type PageSource,
} from './page-source.ts';
export { type ComposerProxyOptions, composerProxy } from './proxy.ts';
export { registry } from './registry.tsx';
export {
  isHeaderText,
  relayedHeaders,
  relayHeaders,
  resolvedClientHeaders,
  unavailableHeaders,
  watchClosing,
} from './relay.ts';
export { escapeHtml, safeJson } from './serialize.ts';
export { loadStyles, type StyleBook } from './styles.ts';
export { loadWebEnv, type WebEnv, WebEnvError } from './web-env.ts';
export { type WebPluginOptions, webPlugin } from './web-server.ts';
export { buildWebService, type WebServiceOptions } from './web-service.ts';
