/**
 * The build of docs-gen that is running: a hash of its sources, set when the tool is bundled. Cache entries
 * carry it in their key, so output made by other code is never reused. Running from source (tests) there is
 * none, and the caches that need it keep nothing between runs.
 */
export const TOOL_BUILD_ID: string | undefined = process.env.DOCS_GEN_BUILD_ID;
