// Which of rule 10's eight oceans a sea point of Das Dippyspiel's board belongs to. Rule 10: "All
// sea provinces are indicated by three letters and a number. Seas and oceans are: Arctic (Arc),
// Atlantic (Atl), Baltic (Bal), Black (Bla), Caribbean (Car), Indian (Ind), Mediterranean (Med),
// and Pacific (Pac)". Every other sea of the world belongs to one of them; our choices:
// - the North Sea, the Channel, the Irish Sea, Biscay, the Norwegian Sea, Hudson Bay and the
//   Gulf of St. Lawrence are Atlantic;
// - the Kattegat and the Gulf of Bothnia are Baltic; the Sea of Azov is Black;
// - the Gulf of Mexico is Caribbean (the American Mediterranean: the rules name no other sea there);
// - the Red Sea, the Persian Gulf, the Arabian Sea, the Bay of Bengal, the Andaman Sea and the
//   Timor Sea are Indian; the South China Sea, the Gulf of Thailand, the Java Sea and the seas
//   east of Timor are Pacific (the line runs along the Malay Peninsula, Sumatra, Java and the
//   Lesser Sunda Islands to Timor, then south to Cape York, and south of Australia at 147° E);
// - the Arctic is the water north of 70° N, and north of 66° N (the Arctic Circle) east of the
//   North Cape and in the Canadian Arctic and Bering Strait; the White Sea is Arctic (rule 11:
//   two seasons to cross each of them).
import { insidePolygon } from '../lib/geometry.mjs';

export const OCEANS = {
  arc: 'Arctic', atl: 'Atlantic', bal: 'Baltic', bla: 'Black', car: 'Caribbean', ind: 'Indian', med: 'Mediterranean', pac: 'Pacific',
};

const ring = (points) => [[...points, points[0]]];

/** The Black Sea with the Sea of Azov (the Bosporus and the Dardanelles are land on this board's sea map). */
const BLACK = ring([[27, 40.9], [42, 40.9], [42, 47.5], [27, 47.5]]);
/** The Baltic east of Skagen, the Kattegat included. */
const BALTIC = ring([[10.6, 53], [31, 53], [31, 66.5], [10.6, 66.5], [10.6, 57.7], [9.6, 56.8], [9.6, 53]]);
/** The Mediterranean east of Gibraltar (Biscay excluded). */
const MED = ring([[-5.6, 30], [37.5, 30], [37.5, 41], [27, 41], [27, 46.5], [0, 46.5], [0, 42.5], [-5.6, 38]]);
/** The Caribbean and the Gulf of Mexico, bounded by the Antilles and Florida's straits. */
const CARIBBEAN = ring([[-98, 31], [-81, 31], [-81, 25.3], [-79.5, 23], [-74, 20.1], [-68, 18.6], [-64.5, 18.3], [-61.2, 16.5],
  [-61, 14], [-61.4, 12], [-60.5, 10.5], [-62, 8], [-78, 7], [-84, 8.5], [-92, 15.5], [-98, 17]]);
/** The Indian Ocean with the Red Sea and the Persian Gulf. */
const INDIAN = ring([[20, -58], [147, -58], [147, -38], [141, -38], [142, -11], [125, -11], [125, -8.5], [105, -7], [104, -5],
  [100, 3], [99.5, 8], [99, 14], [98, 17], [70, 30], [57, 31], [47, 31.5], [37.5, 30], [33, 30], [32, 31], [20, 31]]);

/** The longitude west of which the water is the Pacific, by latitude, between the Americas. */
function pacificWestOf(lat) {
  if (lat >= 20) return -100;
  if (lat >= 8) return -80;
  if (lat >= -5) return -78;
  if (lat >= -54) return -72;
  return -68;
}

function isArctic([lon, lat]) {
  if (lat >= 70) return true;
  if (lat < 66) return lon > 31 && lon < 42 && lat > 63.8; // the White Sea
  return lon > 25 || lon < -60;
}

/** 'arc', 'atl', 'bal', 'bla', 'car', 'ind', 'med' or 'pac' for a point of water [lon, lat]. */
export function oceanOf(point) {
  const [lon, lat] = point;
  if (insidePolygon(point, BLACK)) return 'bla';
  if (insidePolygon(point, BALTIC)) return 'bal';
  if (insidePolygon(point, MED)) return 'med';
  if (insidePolygon(point, CARIBBEAN)) return 'car';
  if (isArctic(point)) return 'arc';
  if (insidePolygon(point, INDIAN)) return 'ind';
  if (lon >= 100 || lon <= -130) return 'pac';
  if (lon < -20 && lon < pacificWestOf(lat)) return 'pac';
  return 'atl';
}
