import { createHighlighter } from 'shiki';
const h = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: ['bash', 'python', 'javascript', 'json'] });
const samples = {
  bash: `curl -X POST "https://api.example.com/v1/things-1" \\\n  -H "Authorization: Bearer $API_TOKEN" \\\n  -H 'Content-Type: application/json' \\\n  --data '{\n  "name": "thing1-01",\n  "size": 1,\n  "region": "eu-1",\n  "secret": "string"\n}'`,
  python: `import os\n\nimport requests\n\nresponse = requests.post(\n    "https://api.example.com/v1/things-1",\n    headers={"Authorization": f"Bearer {os.environ['API_TOKEN']}"},\n    json={\n        "name": "thing1-01",\n        "size": 1,\n    },\n)\nresponse.raise_for_status()\nprint(response.json())`,
  javascript: "const response = await fetch(\"https://api.example.com/v1/things-1\", {\n  method: \"POST\",\n  headers: {\n    Authorization: `Bearer ${process.env.API_TOKEN}`,\n    \"Content-Type\": \"application/json\",\n  },\n  body: JSON.stringify({\n    name: \"thing1-01\",\n  }),\n});\nif (!response.ok) throw new Error(`Request failed: ${response.status}`);\nconst data = await response.json();\nconsole.log(data);",
  json: JSON.stringify({ items: [{ id: 'string', name: 'x', status: 'creating', spec: { size: 1, labels: { key: 'string' } } }] }, null, 2),
};
for (const [lang, code] of Object.entries(samples)) {
  for (let round = 0; round < 2; round++) {
    const t = performance.now();
    for (let i = 0; i < 100; i++) h.codeToHtml(code.replace('things-1', `things-${i}`), { lang, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: 'light' });
    console.log(lang, round, ((performance.now() - t) / 100).toFixed(2), 'ms each');
  }
}
const { createJavaScriptRegexEngine } = await import('shiki/engine/javascript');
const hj = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: ['bash', 'python', 'javascript', 'json'], engine: createJavaScriptRegexEngine() });
for (const [lang, code] of Object.entries(samples)) {
  for (let round = 0; round < 2; round++) {
    let t = performance.now();
    for (let i = 0; i < 100; i++) hj.codeToHtml(code.replace('things-1', `things-${i}`), { lang, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: 'light' });
    const two = ((performance.now() - t) / 100).toFixed(2);
    t = performance.now();
    for (let i = 0; i < 100; i++) h.codeToHtml(code.replace('things-1', `things-${i}`), { lang, theme: 'github-light' });
    console.log('js-engine', lang, round, two, 'ms; oniguruma one theme', ((performance.now() - t) / 100).toFixed(2));
  }
}
