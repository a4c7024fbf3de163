export { startPlatform, type Platform, type PlatformOptions } from './start-platform.ts';
