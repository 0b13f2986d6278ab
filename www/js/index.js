// @ts-check
/**
 * The landing page's only script: registers the service worker, so the site works offline
 * after a first visit here. In a file, as every script is: the pages' Content-Security-Policy
 * runs no inline script.
 * @module
 */
import { registerOffline } from './offline.js';

registerOffline();
