import fs from 'node:fs';
import yaml from 'js-yaml';
const files = fs.readdirSync('dist/chunks').filter(f => f.startsWith('generateApiReference'));
const mod = await import('./dist/chunks/' + files[0]);
console.log(Object.keys(mod));
