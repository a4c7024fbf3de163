import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import type { Device } from './event-kinds.ts';

/** What the roll-up counts of a browser: its kind of device and its name; bots are not counted at all. */
export interface UserAgentFacts {
  bot: boolean;
  device: Device;
  /** The browser's name (Chrome, Mobile Safari, Firefox…), or null when the parser knows none. */
  browser: string | null;
}

const DEVICE_OF_TYPE: Record<string, Device> = { mobile: 'mobile', tablet: 'tablet', wearable: 'mobile' };

/**
 * Reads a User-Agent with field-made libraries: isbot for crawlers, monitors and headless browsers
 * (HeadlessChrome is one), ua-parser-js (1.x, MIT) for the device and browser. No type from the
 * parser (the desktop browsers') is desktop; a console, smart TV or embedded device is other. An
 * empty User-Agent is a script's, a bot.
 */
export function readUserAgent(userAgent: string): UserAgentFacts {
  if (!userAgent.trim() || isbot(userAgent)) return { bot: true, device: 'other', browser: null };
  const { device, browser } = new UAParser(userAgent).getResult();
  const kind = device.type ? (DEVICE_OF_TYPE[device.type] ?? 'other') : 'desktop';
  return { bot: false, device: kind, browser: browser.name?.slice(0, 60) ?? null };
}
