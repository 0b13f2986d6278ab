// @ts-check
/**
 * What the device can do for the timer: a chime and a vibration for the warnings, and keeping
 * the screen awake while a period runs. Each does nothing where the device cannot.
 * @module
 */

/** @type {AudioContext | null} */
let audio = null;

/**
 * Prepares sound. Browsers allow audio only after a tap, so the page calls this on taps.
 */
export function unlockSound() {
  try {
    const Ctor = window.AudioContext ?? /** @type {any} */ (window).webkitAudioContext;
    if (!Ctor) return;
    audio ??= new Ctor();
    if (audio.state === 'suspended') audio.resume().catch(() => {});
  } catch { audio = null; }
}

/**
 * Sounds a warning: two soft tones at one minute, three longer ones at the end.
 * @param {'minute' | 'zero'} kind
 */
export function alert(kind) {
  const pattern = kind === 'zero' ? [400, 150, 400, 150, 700] : [200, 120, 200];
  try { navigator.vibrate?.(pattern); } catch { /* no vibration here */ }
  if (!audio || audio.state !== 'running') return;
  const tones = kind === 'zero' ? [660, 660, 880] : [660, 880];
  const length = kind === 'zero' ? 0.45 : 0.25;
  tones.forEach((freq, i) => {
    const ctx = /** @type {AudioContext} */ (audio);
    const start = ctx.currentTime + i * (length + 0.12);
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + length + 0.05);
  });
}

/** @type {WakeLockSentinel | null} */
let lock = null;
let wanted = false;
let asking = false;
let refusedAt = -Infinity;

/**
 * Keeps the screen awake (Wake Lock API) while `on`; the lock is asked for again when the page
 * becomes visible, since browsers drop it when it is hidden.
 * @param {boolean} on
 */
export function keepAwake(on) {
  wanted = on;
  if (on && !lock) request();
  if (!on && lock) { lock.release().catch(() => {}); lock = null; }
}

function request() {
  const api = /** @type {any} */ (navigator).wakeLock;
  // After a refusal (no permission, battery saver) ask again only every ten seconds.
  if (!api || asking || document.visibilityState !== 'visible' || Date.now() - refusedAt < 10_000) return;
  asking = true;
  api.request('screen').then((/** @type {WakeLockSentinel} */ l) => {
    asking = false;
    if (!wanted) { l.release().catch(() => {}); return; }
    lock = l;
    l.addEventListener('release', () => { if (lock === l) lock = null; });
  }).catch(() => { asking = false; lock = null; refusedAt = Date.now(); });
}

document.addEventListener('visibilitychange', () => { if (wanted && !lock) request(); });
