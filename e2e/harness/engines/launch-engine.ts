import type { Engine, EngineName } from './engine';
import { launchChromiumEngine } from './playwright-chromium';
import { launchFirefoxEngine } from './puppeteer-firefox';
import { launchWebKitEngine } from './webdriver-webkit';

/** Each engine through the one client that can drive it here (engine.ts says why). */
export function launchEngine(name: EngineName): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return launchChromiumEngine();
    case 'firefox':
      return launchFirefoxEngine();
    case 'webkit':
      return launchWebKitEngine();
  }
}
