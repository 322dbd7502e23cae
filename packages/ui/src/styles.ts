import './tokens.css';
import './base.css';
import './controls.css';
import './table.css';
import './dialog.css';

/**
 * The design system's stylesheets (tokens, page, controls, tables, dialogs). An app calls this
 * once where it starts, so they come with its first page; components need nothing else. It marks
 * the page as drawn by the design system (`<html data-op-ui>`); being called, this module (and so
 * its CSS) stays in the app's first chunk, where a bundler would drop an unused module with its
 * stylesheets. The package's other modules have no side effects, so a screen that imports one
 * component does not pull the others into its chunk.
 */
export function loadDesignSystem(root: HTMLElement = document.documentElement): void {
  root.dataset['opUi'] = '';
}
