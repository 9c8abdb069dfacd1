import fs from 'node:fs';
const file = process.argv[2];
const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(prof.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas; const samples = prof.samples;
for (let i = 0; i < samples.length; i++) self.set(samples[i], (self.get(samples[i]) ?? 0) + (dt[i] ?? 0));
// self time by function
const agg = new Map();
for (const [id, t] of self) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; agg.set(k, (agg.get(k) ?? 0) + t); }
console.log([...agg].sort((a,b)=>b[1]-a[1]).slice(0, 25).map(([k,t]) => `${(t/1000).toFixed(0).padStart(6)}ms ${k}`).join('\n'));
// inclusive time for functions in our chunks
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const [id, t] of self) { let cur = id; const seen = new Set(); while (cur !== undefined) { const n = byId.get(cur); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-1)}:${n.callFrame.lineNumber}`; if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + t); seen.add(k); } cur = parent.get(cur); } }
console.log('---inclusive');
console.log([...incl].filter(([k]) => /generateApiReference|chunks|cli.js|index\.mjs/.test(k)).sort((a,b)=>b[1]-a[1]).slice(0, 40).map(([k,t]) => `${(t/1000).toFixed(0).padStart(6)}ms ${k}`).join('\n'));
