import fs from 'node:fs';
const prof = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const byId = new Map(prof.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); prof.samples.forEach((s, i) => self.set(s, (self.get(s) ?? 0) + (prof.timeDeltas[i] ?? 0)));
const incl = new Map();
for (const [id, t] of self) { let cur = id; const seen = new Set(); while (cur !== undefined) { const n = byId.get(cur); const k = n.callFrame.functionName || '(anon)'; if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + t); seen.add(k); } cur = parent.get(cur); } }
const re = new RegExp(process.argv[3]);
console.log([...incl].filter(([k]) => re.test(k)).sort((a,b)=>b[1]-a[1]).slice(0, 30).map(([k,t]) => `${(t/1000).toFixed(0).padStart(6)}ms ${k}`).join('\n'));
