import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Writes .gz and .br beside every compressible file of dist/ so the server sends pre-compressed assets. */
const dist = path.resolve(process.argv[2] ?? 'dist');
let n = 0;
const walk = (dir: string) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.(js|css|html|svg|json|txt|map)$/.test(e.name)) {
      const buf = fs.readFileSync(p);
      fs.writeFileSync(`${p}.gz`, zlib.gzipSync(buf, { level: 9 }));
      fs.writeFileSync(`${p}.br`, zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      n++;
    }
  }
};
if (fs.existsSync(dist)) walk(dist);
console.log(`compressed ${n} files in ${dist}`);
