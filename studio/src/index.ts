/** @waypoint/studio: the editor where marketing staff arrange, target, schedule, preview and publish. */
export { buildStudioAssets, type StudioAssets } from './server/assets.ts';
export { type StudioWebPluginOptions, studioWebPlugin } from './server/plugin.ts';
export {
  httpPreviewSource,
  injectPreviewSource,
  type PreviewRequest,
  type PreviewSource,
} from './server/preview.ts';
export { buildStudioService, type StudioServiceOptions } from './server/service.ts';
