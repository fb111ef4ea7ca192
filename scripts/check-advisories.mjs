// Production dependencies must be clear of high and critical advisories. `npm audit` asks the
// registry; where the registry does not answer (an offline or filtering mirror answers 405), the
// floors below, taken from the advisories we know of, are checked against the installed tree so
// a downgrade can still not slip through. Run by `npm test`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** package → the first version outside every high or critical advisory we know of. */
const FLOORS = {
  // GHSA-83w8-p2f5-377r, GHSA-423g-23ch-w7c6 (high, path traversal past route guards): fixed in 10.1.3.
  '@fastify/static': '10.1.3',
};

function newer(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) > (pb[i] ?? 0);
  return true;
}

let audit;
try {
  const out = execFileSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  audit = JSON.parse(out);
} catch (error) {
  const text = String(error.stdout ?? '');
  try {
    audit = JSON.parse(text);
  } catch {
    audit = null;
  }
}

const failures = [];
if (audit?.metadata?.vulnerabilities) {
  const { high = 0, critical = 0 } = audit.metadata.vulnerabilities;
  console.log(`[advisories] npm audit: ${high} high, ${critical} critical in production dependencies`);
  if (high + critical > 0)
    failures.push('npm audit reports high or critical advisories (run `npm audit --omit=dev`)');
} else {
  console.log('[advisories] the registry gave no advisory data; checking the known floors instead');
}

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
for (const [name, floor] of Object.entries(FLOORS)) {
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    if (!where.endsWith(`node_modules/${name}`) || entry.dev) continue;
    if (!newer(entry.version, floor)) failures.push(`${name} ${entry.version} at ${where} is below ${floor}`);
  }
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`[advisories] ${failure}`);
  process.exit(1);
}
console.log('[advisories] ok');
