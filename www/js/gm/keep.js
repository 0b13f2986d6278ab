// @ts-check
/**
 * What the gamesmaster's page keeps in this browser so that a reload, a closed tab or a
 * flat battery loses nothing: the game file as last played, the sheets being typed, and the
 * last season's report and map. And the downloads the gamesmaster takes away.
 * @module
 */

const KEY = 'graustark.gm';
const IMAGE_KEY = 'graustark.gm.image';

/**
 * The game being run.
 * @typedef {object} Kept
 * @property {string} game the game file's text
 * @property {string} name the file's name, for downloads
 * @property {Record<string, string>} sheets each power's sheet as typed, by power id
 * @property {{ phase: string, report: string } | null} played the last season played here
 * @property {boolean} saved whether the game file has been downloaded since it last changed
 */

/** The game kept, or null. @returns {Kept | null} */
export function restore() {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw);
    if (typeof kept?.game !== 'string' || typeof kept?.name !== 'string') return null;
    return { sheets: {}, played: null, saved: true, ...kept };
  } catch {
    return null;
  }
}

/**
 * Keeps the game. Returns false when the browser refused (storage full or off), for the page
 * to warn that only a download keeps the game.
 * @param {Kept} kept
 */
export function keep(kept) {
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the game (another is opened or started). */
export function forget() {
  try {
    localStorage.removeItem(KEY);
    localStorage.removeItem(IMAGE_KEY);
  } catch {
    // nothing kept, nothing to forget
  }
}

/** Keeps the last season's map image (it may not fit: then only its download keeps it). @param {string | null} svg */
export function keepImage(svg) {
  try {
    if (svg) localStorage.setItem(IMAGE_KEY, svg);
    else localStorage.removeItem(IMAGE_KEY);
  } catch {
    try { localStorage.removeItem(IMAGE_KEY); } catch { /* storage off */ }
  }
}

/** The last season's map image kept, or null. */
export function restoreImage() {
  try {
    return localStorage.getItem(IMAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Offers a file for download.
 * @param {string} name @param {Blob | string} data @param {string} [type]
 */
export function download(name, data, type = 'text/plain;charset=utf-8') {
  const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The map image as a PNG, drawn from its SVG at twice its size (sharp when printed in a zine).
 * @param {string} svg @returns {Promise<Blob>}
 */
export async function pngOf(svg) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth * 2;
    canvas.height = img.naturalHeight * 2;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('this browser cannot draw a PNG');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), 'image/png');
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** "game.json" → "game"; a name ending in the phase the page added is left without it. @param {string} name */
export function baseName(name) {
  return name.replace(/\.json$/i, '').replace(/-(spring|fall|autumn|winter)-\d+$/i, '') || 'game';
}
