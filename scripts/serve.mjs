// A tiny static file server for the site as built (dist/; `www` serves the sources), used by
// scripts/run.sh and by the browser tests (in-process). Serves .wasm as application/wasm and .js/.mjs as JavaScript, binds to
// 127.0.0.1, and sends no-store so a rebuilt engine is always what the page gets. A page's
// Content-Security-Policy <meta> is sent as a header too (policyHeader).
//
//   node scripts/serve.mjs [root]        # dist/ by default; PORT=8080 by default, HOST=127.0.0.1
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/**
 * Starts serving `root`. Port 0 picks a free port.
 * @param {{ root?: string, port?: number, host?: string }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export function startServer({ root = path.join(ROOT, 'dist'), port = 0, host = '127.0.0.1' } = {}) {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    let rel;
    try {
      rel = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]);
      if (!rel.startsWith('/')) rel = '/' + rel;
    } catch {
      return send(res, 400, 'bad request');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
    let file = path.join(base, rel);
    if (file !== base && !file.startsWith(base + path.sep)) return send(res, 403, 'forbidden');
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) {
        if (!rel.endsWith('/')) {
          res.writeHead(301, { Location: rel + '/' });
          return res.end();
        }
        file = path.join(file, 'index.html');
      }
      fs.stat(file, (err2, st2) => {
        if (err2 || !st2.isFile()) return send(res, 404, `not found: ${rel}`);
        const headers = {
          'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          'Content-Length': st2.size,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          ...crossOrigin(path.extname(file).toLowerCase()),
        };
        if (path.extname(file).toLowerCase() === '.html') {
          return fs.readFile(file, (err3, page) => {
            if (err3) return send(res, 404, `not found: ${rel}`);
            res.writeHead(200, { ...headers, 'Content-Length': page.length, ...policyHeader(page.toString('utf8'), path.basename(file)) });
            res.end(req.method === 'HEAD' ? undefined : page);
          });
        }
        res.writeHead(200, headers);
        if (req.method === 'HEAD') return res.end();
        fs.createReadStream(file).pipe(res);
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const addr = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://${host}:${addr.port}/`,
        port: addr.port,
        close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); }),
      });
    });
  });
}

/**
 * The header that lets a page of any origin use a file: the <graustark-board> element's
 * modules, stylesheets, wasm and maps are fetched by host pages of other sites (module scripts
 * and fetch need CORS). Everything the site serves is public and sent without credentials.
 * Pages are not shared: another origin may frame frame.html but never read a page.
 * @param {string} ext
 * @returns {Record<string, string>}
 */
export function crossOrigin(ext) {
  return ext === '.html' ? {} : { 'Access-Control-Allow-Origin': '*' };
}

/**
 * A page's Content-Security-Policy header: the policy of its own `<meta>` (which is enough on a
 * host that sends no headers), with what only a header can say: no other site may frame the
 * page, but for frame.html, which is made to be framed. None for a page without the meta.
 * @param {string} html
 * @param {string} name the page's file name
 * @returns {Record<string, string>}
 */
export function policyHeader(html, name) {
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/i);
  if (!meta) return {};
  const framing = name === 'frame.html' ? '' : "; frame-ancestors 'self'";
  return { 'Content-Security-Policy': meta[1] + framing };
}

function send(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text + '\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const root = process.argv[2] ?? path.join(ROOT, 'dist');
  startServer({ root, port, host }).then(
    ({ url }) => {
      const pages = fs.readdirSync(root).filter((f) => f.endsWith('.html')).sort();
      console.log(`\nGraustark is running at ${url}`);
      for (const p of pages) if (p !== 'index.html') console.log(`    ${url}${p}`);
      console.log('Press Ctrl+C to stop.');
    },
    (e) => {
      console.error(e.code === 'EADDRINUSE'
        ? `Port ${port} is in use: try PORT=8081 bash scripts/run.sh`
        : `Cannot serve on ${host}:${port}: ${e.message}`);
      process.exit(1);
    },
  );
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));
}
