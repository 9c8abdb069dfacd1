#!/usr/bin/env node
// React's development build validates every element and is several times slower; docs-gen renders for production.
process.env.NODE_ENV ??= 'production';
const { main } = await import('../dist/cli.js');

await main(process.argv);
