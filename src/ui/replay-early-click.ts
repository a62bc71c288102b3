/**
 * Marks a control whose tap, made after the script arrived but before the page took over from its
 * HTML, is made again once it has (start-page.tsx, platform/early-click.ts). A module of its own:
 * start-up on every page imports it, and must not reach a component and the texts it names.
 */
export const replayEarlyClickAttribute = 'data-replay-early-click';
