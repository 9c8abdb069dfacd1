/**
 * What the docs-gen processes of tests run with, whatever job runs the tests: no colour, and not the workflow
 * commands a GitHub Actions job gets, which would add lines to the output tests read.
 */
export const QUIET_CI: Record<string, string> = { NO_COLOR: '1', GITHUB_ACTIONS: '' };
