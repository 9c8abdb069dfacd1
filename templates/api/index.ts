import type { PageComponent } from '../../src/shared/types.js';
import { ApiOperation } from './ApiOperation.js';
import { ApiOverview } from './ApiOverview.js';
import { ApiSchema } from './ApiSchema.js';
import { ApiTag } from './ApiTag.js';

/** The page components of generated API references, by the names the OpenAPI generator gives page bodies. */
export const apiPageComponents: Record<string, PageComponent> = { ApiOverview, ApiOperation, ApiSchema, ApiTag };
