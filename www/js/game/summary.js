// @ts-check
/**
 * The end of the game (victory, agreed draw, or the evening's end with the survivors tied;
 * every power shares a draw or a tie where the map's view says `draw: "all-powers"`)
 * with the final centre counts and a chart of centres per power over the years; and the
 * history, stepping back through every played phase on the board.
 * @module
 */

import { h } from '../ui/dom.js';
import { phaseTitle, positionView, powerName } from '../ui/names.js';
import { resultItem } from '../ui/chooser.js';
import { centreHistory, survivors } from './record.js';
import { badge, header, who, winsWith } from './common.js';
import { drawSharers } from './vote.js';
import { civilDisorderItem, revealBoard } from './reveal.js';
import { listed, plural } from '../ui/words.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./types.js').View} View */
/** @typedef {import('./record.js').GameRecord} GameRecord */

const SVG = 'http://www.w3.org/2000/svg';

/** @param {string} tag @param {Record<string, string | number>} attrs @param {...Node} children */
function svg(tag, attrs, ...children) {
  const node = /** @type {SVGElement} */ (document.createElementNS(SVG, tag));
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  node.append(...children);
  return node;
}

/** The chart's size and margins, in its own units (the SVG scales to its box). */
const CHART = { W: 400, H: 260, L: 34, R: 30, T: 12, B: 30 };
/** How far apart lines of equal counts are drawn (a line is 3 wide), and initials at least. */
const LINE_GAP = 3.5;
const LABEL_GAP = 15;

/**
 * Where the chart's lines and initials go, for the counts after each year: pure, so Node tests
 * it. Lines of powers with equal counts at a year are drawn side by side, `LINE_GAP` apart,
 * in the players' order (so equal counts never hide a line), and each line ends in its
 * power's initial at the line's height; initials that would touch are spread apart, each kept
 * as near its line's end as the others let it, in the order of the ends, and joined to its end
 * by a short leader when moved.
 * @param {{ year: number, counts: Record<string, number> }[]} points
 * @param {string[]} powers the players' powers, in seat order
 * @param {number} most the highest count the chart shows
 */
export function chartGeometry(points, powers, most) {
  const { W, H, L, R, T, B } = CHART;
  const x = (/** @type {number} */ i) => L + (points.length > 1 ? (i * (W - L - R)) / (points.length - 1) : (W - L - R) / 2);
  const y = (/** @type {number} */ n) => T + (H - T - B) * (1 - n / most);
  const lines = powers.map((power) => ({
    power,
    points: points.map((pt, i) => {
      const n = pt.counts[power] ?? 0;
      const equal = powers.filter((q) => (pt.counts[q] ?? 0) === n);
      const offset = (equal.indexOf(power) - (equal.length - 1) / 2) * LINE_GAP;
      return /** @type {[number, number]} */ ([x(i), y(n) + offset]);
    }),
  }));
  const endX = x(points.length - 1);
  const ends = lines.map((l) => ({ power: l.power, end: l.points[l.points.length - 1]?.[1] ?? y(0) }))
    .sort((a, b) => a.end - b.end);
  const at = spread(ends.map((e) => e.end), LABEL_GAP, T, H - B + LABEL_GAP / 2);
  const labels = ends.map((e, i) => ({ power: e.power, x: endX + 8, y: at[i], from: /** @type {[number, number]} */ ([endX, e.end]) }));
  return { x, y, lines, labels };
}

/**
 * Positions for marks wanting to sit at `wanted` (ascending), at least `gap` apart and within
 * `lo`..`hi`, each as near its wish as the others allow: marks that would touch form a group
 * centred on their wishes, and groups that then touch merge.
 * @param {number[]} wanted
 * @param {number} gap
 * @param {number} lo
 * @param {number} hi
 */
export function spread(wanted, gap, lo, hi) {
  /** @type {{ first: number, count: number, top: number }[]} */
  const groups = [];
  wanted.forEach((w, i) => {
    groups.push({ first: i, count: 1, top: w });
    for (;;) {
      const g = groups[groups.length - 1];
      const mean = wanted.slice(g.first, g.first + g.count).reduce((s, v) => s + v, 0) / g.count;
      g.top = Math.min(Math.max(mean - ((g.count - 1) * gap) / 2, lo), hi - (g.count - 1) * gap);
      const before = groups[groups.length - 2];
      if (!before || before.top + before.count * gap <= g.top) break;
      before.count += g.count;
      groups.pop();
    }
  });
  return groups.flatMap((g) => Array.from({ length: g.count }, (_, k) => g.top + k * gap));
}

/**
 * A line chart of supply centres per power after each year, each line in its power's colour
 * and labelled with its initial at the end (so colour is never the only key).
 * @param {Ctx} ctx
 * @param {GameRecord} game
 */
export function centreChart(ctx, game) {
  const points = centreHistory(game);
  const { W, H, L, R, B } = CHART;
  const most = Math.max(ctx.info.victoryCentres, ...points.flatMap((p) => Object.values(p.counts)));
  const { x, y, lines, labels } = chartGeometry(points, game.players.map((p) => p.power), most);
  const grid = [];
  for (let n = 0; n <= most; n += 6) {
    grid.push(svg('line', { x1: L, x2: W - R, y1: y(n), y2: y(n), class: 'chart-grid' }), svg('text', { x: L - 6, y: y(n) + 4, class: 'chart-axis', 'text-anchor': 'end' }, document.createTextNode(String(n))));
  }
  grid.push(svg('line', { x1: L, x2: W - R, y1: y(ctx.info.victoryCentres), y2: y(ctx.info.victoryCentres), class: 'chart-win' }));
  const years = points.map((p, i) => svg('text', { x: x(i), y: H - 8, class: 'chart-axis', 'text-anchor': 'middle' }, document.createTextNode(i === 0 ? 'start' : ctx.engine.yearName(p.year))));
  const drawn = lines.map((l) => {
    const label = /** @type {typeof labels[number]} */ (labels.find((e) => e.power === l.power));
    const initial = ctx.info.powers.find((q) => q.id === l.power)?.initial ?? '?';
    const moved = Math.abs(label.y - label.from[1]) > 0.5;
    const line = svg('g', { class: 'chart-line', 'data-power': l.power },
      svg('polyline', { points: l.points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ') }),
      ...(moved ? [svg('line', { class: 'chart-leader', x1: label.from[0], y1: label.from[1].toFixed(1), x2: label.x - 2, y2: label.y.toFixed(1) })] : []),
      svg('text', { x: label.x, y: (label.y + 4).toFixed(1), class: 'chart-initial' }, document.createTextNode(initial)));
    // Set through the CSSOM: the page's Content-Security-Policy refuses a style attribute.
    line.style.setProperty('--c', `var(--power-${l.power})`);
    return line;
  });
  return svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'chart', role: 'img', 'aria-label': 'Supply centres per power after each year' }, ...grid, ...years, ...drawn);
}

/** The chart, or why there is none yet. @param {Ctx} ctx @param {GameRecord} game */
export function centreChartOrNote(ctx, game) {
  return centreHistory(game).length > 1 ? centreChart(ctx, game)
    : h('p', { class: 'muted' }, 'The chart shows the centres after each year; no year was finished.');
}

/** Centre counts, largest first (the player's name under the power's). @param {Ctx} ctx @param {GameRecord} game */
export function centreTable(ctx, game) {
  const { state } = game.current;
  const alive = new Set(survivors(game));
  const rows = game.players.map((p) => ({ power: p.power, centres: state.centres?.[p.power]?.length ?? 0, units: state.units.filter((u) => u.power === p.power).length }))
    .sort((a, b) => b.centres - a.centres || a.power.localeCompare(b.power));
  return h('table', { class: 'centre-table' },
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Power'), h('th', { scope: 'col', class: 'num' }, 'Centres'), h('th', { scope: 'col', class: 'num' }, 'Units'))),
    h('tbody', null, ...rows.map((r) => h('tr', { 'data-power': r.power, class: alive.has(r.power) ? '' : 'out' },
      h('th', { scope: 'row' }, h('span', { class: 'power-cell' }, badge(ctx, r.power),
        h('span', null, powerName(ctx.info, r.power), h('span', { class: 'player-name' }, game.players.find((p) => p.power === r.power)?.name ?? '')))),
      h('td', { class: 'num' }, r.centres), h('td', { class: 'num' }, r.units)))));
}

/**
 * The closing summary.
 * @param {Ctx} ctx
 * @param {GameRecord} game
 * @param {{ history: () => void, home: () => void, exportGame: () => void, undo: () => void }} go
 * @returns {View}
 */
export function overView(ctx, game, go) {
  const end = game.end;
  const alive = survivors(game);
  const sharing = drawSharers(game, ctx.engine);
  const headline = end?.kind === 'victory' ? `${who(ctx, game, end.winner)} wins`
    : end?.kind === 'draw' ? `A draw between ${plural(sharing.length, 'power')}`
      : 'The evening is over';
  // Under the map's "all-powers" draw the powers out of the game share it too (Cat Diplomacy).
  const outToo = sharing.length > alive.length;
  const names = listed(sharing.map((p) => powerName(ctx.info, p)));
  const detail = end?.kind === 'victory' ? `with ${winsWith(ctx.info)}, ${phaseTitle(ctx.engine, game.played[game.played.length - 1]?.state ?? game.current.state).split(' · ')[0]}.`
    : end?.kind === 'draw' ? `Agreed by a unanimous secret vote${outToo ? ' of the powers still in; by the map\'s rules every power shares it, those out of the game too' : ''}: ${names} share it.`
      : `The time set for play has passed with no winner, so ${outToo ? `all ${plural(sharing.length, 'power')} tie, those out of the game too` : `the ${plural(alive.length, 'power')} still in tie`}: ${names}.`;
  return {
    title: `${headline} · Graustark`,
    board: positionView(game.current.state),
    panel: [
      header(ctx, game, headline, null),
      h('p', { class: 'hint', id: 'end-detail' }, detail),
      h('h2', { class: 'section-title' }, 'Supply centres over the years'),
      centreChartOrNote(ctx, game),
    ],
    side: [
      h('h2', { class: 'section-title' }, 'Final count'),
      centreTable(ctx, game),
    ],
    actions: [
      h('button', { type: 'button', onclick: go.history }, 'History'),
      h('button', { type: 'button', onclick: go.exportGame }, 'Export'),
      end?.kind === 'victory' && h('button', { type: 'button', class: 'quiet', onclick: go.undo }, 'Undo the last adjudication'),
      h('button', { type: 'button', class: 'primary', onclick: go.home }, 'All games'),
    ],
  };
}

/**
 * Looking back at a played phase.
 * @param {Ctx} ctx
 * @param {GameRecord} game
 * @param {number} index
 * @param {(index: number | null) => void} show
 * @returns {View}
 */
export function historyView(ctx, game, index, show) {
  const played = game.played[index];
  const byPower = game.players.map((p) => ({
    power: p.power,
    items: [...played.result.orders, ...played.result.unordered.filter((u) => !u.success)].filter((o) => o.power === p.power).map(resultItem)
      .concat((played.result.civilDisorder ?? []).filter((u) => u.power === p.power).map((u) => civilDisorderItem(ctx, u))),
  })).filter((g) => g.items.length);
  return {
    title: `History · ${phaseTitle(ctx.engine, played.state)}`,
    board: revealBoard(played.state, played.result, game.players.map((p) => p.power), game.players.map((p) => p.power), true),
    panel: [
      header(ctx, game, phaseTitle(ctx.engine, played.state), played.state.year),
      h('p', { class: 'hint' }, `History: phase ${index + 1} of ${game.played.length}${played.reader ? `, read by ${who(ctx, game, played.reader)}` : ''}.`),
      ...byPower.map((g) => h('section', { class: 'power-group' },
        h('h2', null, badge(ctx, g.power), powerName(ctx.info, g.power)),
        h('ul', { class: 'orders' }, ...g.items))),
      !byPower.length && h('p', { class: 'muted' }, 'No orders were given.'),
    ],
    actions: [
      h('button', { type: 'button', id: 'history-prev', disabled: index === 0, onclick: () => show(index - 1) }, '◀ Earlier'),
      h('button', { type: 'button', id: 'history-next', disabled: index >= game.played.length - 1, onclick: () => show(index + 1) }, 'Later ▶'),
      h('button', { type: 'button', class: 'primary', id: 'history-close', onclick: () => show(null) }, 'Back to the game'),
    ],
  };
}
