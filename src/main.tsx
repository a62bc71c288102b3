// The one entry of every variant's bundle. The build swaps in the variant's own settings,
// screen and theme through virtual modules, so each bundle carries exactly one screen.
// The base styles come first so every component's own CSS can refine them.
import '@/ui/base.css';
// The theme's colours under `npm run dev`, where Vite updates them in place; empty in a build,
// which puts the theme in the page's <style> so that no script's name depends on a colour.
import 'virtual:variant-theme.css';
import { variant } from 'virtual:variant';
import { Screen } from 'virtual:variant-screen';
import { restoreRefusedStylesheet } from '@/platform/refused-stylesheet';
import { startPage } from '@/start-page';

restoreRefusedStylesheet();
void startPage(variant, Screen);
