// Bytes a browser downloads for /login: the HTML shell plus every script, stylesheet and module preload
// it references (what the page needs before the form shows; lazy route chunks are not counted).
// Usage: node bench/login-bytes.mjs [http://127.0.0.1:3000]   (a running `npm start`)
const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const headers = { 'accept-encoding': 'gzip' };

async function bytes(path) {
  const res = await fetch(new URL(path, base), { headers });
  // fetch decodes the body; count what travelled on the wire instead
  const wire = Number(res.headers.get('content-length') ?? 0);
  const body = await res.arrayBuffer();
  return {
    path,
    wire: wire || body.byteLength,
    raw: body.byteLength,
    encoding: res.headers.get('content-encoding') ?? 'none',
    cache: res.headers.get('cache-control'),
  };
}

const html = await (await fetch(new URL('/login', base))).text();
const refs = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const rows = [await bytes('/login'), ...(await Promise.all([...new Set(refs)].map(bytes)))];
for (const r of rows)
  console.log(
    `${String(r.wire).padStart(9)} ${String(r.raw).padStart(9)} ${r.encoding.padEnd(5)} ${r.cache ?? '-'}  ${r.path}`,
  );
const sum = (k) => rows.reduce((n, r) => n + r[k], 0);
console.log(
  `total /login: ${sum('wire')} bytes transferred (Accept-Encoding: gzip), ${sum('raw')} bytes uncompressed, ${rows.length} files`,
);
