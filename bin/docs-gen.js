#!/usr/bin/env node
import v8 from 'node:v8';

// V8 optimises a function once it has run a while: its default threshold suits programs that run for minutes.
// A build is over in seconds, and optimising code that has little left to do took the second core (where V8
// compiles) from the build's own threads. Eight times the default (67,584) cut a build's CPU time by a fifth
// and its time by a tenth on two cores; it must be set before the code it applies to is loaded.
v8.setFlagsFromString('--interrupt-budget=540672');
// React's development build validates every element and is several times slower; docs-gen renders for production.
process.env.NODE_ENV ??= 'production';
const { main } = await import('../dist/cli.js');

await main(process.argv);
