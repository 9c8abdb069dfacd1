/**
 * The view model of generated API reference pages: plain JSON that the theme's `ApiOverview` and
 * `ApiOperation` components render. Every id a component renders is decided here, so the page's
 * anchors and table of contents are built from the same data the HTML is.
 */

/** A heading the component renders. */
export interface SectionView {
  id: string;
  title: string;
}

/** A limit on a value: `minimum 1`, `pattern ^[a-z]+$`. */
export interface ConstraintView {
  label: string;
  value?: string;
}

/** One node of a schema tree: the schema itself, a property, array items or an alternative. */
export interface SchemaNodeView {
  /** Property name; absent for the root, array items and alternatives. */
  name?: string;
  /** Short type: `string`, `integer`, `Pet[]`, `object`, `one of`. */
  type: string;
  format?: string;
  /** Name of the component schema it refers to, or an alternative's title. */
  title?: string;
  /** The component schema it is (`title` names it too, unless it is an alternative's). */
  component?: string;
  /**
   * Route of the component's own page where the tree leaves the component's nested nodes out (see
   * compactTree.ts): its type links there.
   */
  link?: string;
  required?: boolean;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  /**
   * Set on the root of a tree a page shows in part (its first levels, or the root alone): the route of the
   * page that shows it whole, which the nodes cut off link to as well.
   */
  whole?: string;
  /** Set where a schema refers back to one being expanded: the tree stops there. */
  circular?: boolean;
  descriptionHtml?: string;
  /** The row's id, a link target: a parameter's (`parameter-<name>`) on the page its list continues on. */
  anchor?: string;
  constraints?: ConstraintView[];
  /** Allowed values, as written (strings bare, anything else as JSON). */
  enumValues?: string[];
  defaultValue?: string;
  constValue?: string;
  /** Values of the schema's `examples` list (3.1), formatted like `enumValues`. */
  examples?: string[];
  properties?: SchemaNodeView[];
  /** Schema of the values of keys not listed in `properties`; `type: 'any'` for `true`. */
  additionalProperties?: SchemaNodeView;
  items?: SchemaNodeView;
  /** Schemas of the first items of an array, by position (3.1 `prefixItems`); `items` then holds the rest. */
  prefixItems?: SchemaNodeView[];
  /** A 3.1 `if`/`then`/`else`: what the value must also match depending on whether it matches `if`. */
  conditional?: { if: SchemaNodeView; then?: SchemaNodeView; else?: SchemaNodeView };
  variants?: SchemaVariantsView;
}

export interface SchemaVariantsView {
  kind: 'oneOf' | 'anyOf';
  options: SchemaNodeView[];
  discriminator?: { propertyName: string; mapping: { value: string; target: string }[] };
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterView {
  /** The row's id, `parameter-<name>` (unique on the page): descriptions link to parameters by it. */
  id: string;
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  descriptionHtml?: string;
  schema: SchemaNodeView;
  /** The example value used in the request samples, as text. */
  example?: string;
}

export interface ParameterGroupView extends SectionView {
  location: ParameterLocation;
  parameters: ParameterView[];
  /** Parameters too many for the page, listed on a page of their own after those shown here. */
  more?: { count: number; route: string };
}

export interface HeaderView {
  name: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml?: string;
  schema?: SchemaNodeView;
}

/** Highlighted code: the inside of a `.code-block` (the theme's `CodeBlockHtml` adds the frame). */
export interface CodeView {
  language: string;
  html: string;
  /** Set when the code shows only the first lines of an example: the whole one's route and its length. */
  full?: { route: string; lines: number; shown: number };
}

/**
 * A body in one media type: its schema tree and an example, highlighted. `id` is a link target on the
 * media type's label, not a heading: a media type is not a section of the page outline.
 */
export interface MediaTypeView extends SectionView {
  schema?: SchemaNodeView;
  example?: CodeView;
}

export interface RequestBodyView extends SectionView {
  required: boolean;
  descriptionHtml?: string;
  contents: MediaTypeView[];
}

export interface ResponseView extends SectionView {
  status: string;
  /** 1xx–3xx: expanded by default; errors are folded. */
  success: boolean;
  descriptionHtml?: string;
  headers: HeaderView[];
  contents: MediaTypeView[];
  /** An earlier response of the operation with the same bodies, which shows them (`contents` then empty). */
  sameBodyAs?: { id: string; status: string };
  /** Operations a client may call next with values from this response (its `links`). */
  links?: ResponseLinkView[];
}

/** One of a response's links: the operation it leads to and what it passes. */
export interface ResponseLinkView {
  name: string;
  /** The `operationId` or `operationRef` as written. */
  operation?: string;
  /** That operation's page, when the document has it. */
  target?: { route: string; label: string };
  /** Each parameter of the target and the value or runtime expression it is given. */
  parameters: { name: string; value: string }[];
  requestBody?: string;
  descriptionHtml?: string;
}

export interface SecuritySchemeView {
  key: string;
  /** `HTTP bearer`, `API key in header X-Api-Key`, `OAuth 2.0`. */
  kind: string;
  scopes: string[];
  descriptionHtml?: string;
}

export interface SecurityView extends SectionView {
  /** Any one of these sets of schemes authorises the call; empty when none is needed. */
  alternatives: SecuritySchemeView[][];
  /** True when one alternative is "no authentication". */
  optional: boolean;
}

export interface CodeSampleView {
  /** Tab value (also a link target, as tab values are in written pages). */
  value: string;
  label: string;
  code: CodeView;
}

export interface RequestSamplesView extends SectionView {
  samples: CodeSampleView[];
  /** A long JSON body, shown once above the samples, which read it from a file of this name. */
  body?: { fileName: string; mediaType: string; code: CodeView };
}

/** The example body of one response status, shown beside the request sample. */
export interface ResponseExampleView {
  status: string;
  /** `202 Accepted`. */
  title: string;
  success: boolean;
  /** Absent when the response has no body. */
  mediaType?: string;
  /** Absent when the response has no body or no example can be made, or when `sameAs` tells it. */
  code?: CodeView;
  /** The status of an earlier sample with the same media type and example, which this one is not repeated after. */
  sameAs?: string;
}

export interface ResponseSamplesView extends SectionView {
  examples: ResponseExampleView[];
  /** The status shown first (and the only one without JavaScript): the first success. */
  selected?: string;
}

/** A response an operation shares with many others, described once on the overview. */
export interface SharedErrorLinkView {
  status: string;
  title: string;
  /** The overview's route and the anchor of the status there. */
  route: string;
  anchor: string;
}

/** Props of `ApiOperation`: one operation's page. */
export interface ApiOperationData {
  /** Upper-case HTTP method. */
  method: string;
  /** The URL path; for a webhook, its name. */
  path: string;
  /** A webhook: the API sends this request to the reader's endpoint, so there are no request samples. */
  webhook?: boolean;
  operationId?: string;
  deprecated: boolean;
  serverUrl?: string;
  descriptionHtml?: string;
  externalDocs?: { url: string; description?: string };
  parameters?: SectionView & { groups: ParameterGroupView[] };
  requestBody?: RequestBodyView;
  /**
   * `items`: what this operation alone returns; `shared`: common errors, linked to the overview. Absent where
   * a 3.1 operation describes no responses.
   */
  responses?: SectionView & { items: ResponseView[]; shared?: SectionView & { items: SharedErrorLinkView[] } };
  /** Requests the API sends back to URLs the call gave it, after the responses. */
  callbacks?: SectionView & { items: CallbackView[] };
  /** Absent for a webhook that states no `security` of its own (the document's is for calls to the API). */
  security?: SecurityView;
  /** Absent for a webhook: the API sends it, no one calls it. */
  samples?: RequestSamplesView;
  responseSamples?: ResponseSamplesView;
}

/** One request of a callback: the API sends it to the URL its expression reads from the call, and expects the responses. */
export interface CallbackView extends SectionView {
  /** The callback's name in the operation's `callbacks`. */
  name: string;
  /** Upper-case HTTP method. */
  method: string;
  /** The runtime expression of the URL, e.g. `{$request.body#/callbackUrl}`. */
  expression: string;
  deprecated: boolean;
  descriptionHtml?: string;
  requestBody?: RequestBodyView;
  responses?: SectionView & { items: ResponseView[] };
}

export interface OperationLinkView {
  method: string;
  path: string;
  summary: string;
  route: string;
  deprecated: boolean;
}

export interface TagGroupView extends SectionView {
  descriptionHtml?: string;
  operations: OperationLinkView[];
}

/** A tag as a large API's overview lists it: its operations are on its own page. */
export interface TagLinkView {
  name: string;
  route: string;
  operations: number;
  descriptionHtml?: string;
}

/** Props of `ApiTag`: one page of a large API's operations under one tag. */
export interface ApiTagData {
  name: string;
  descriptionHtml?: string;
  operations: OperationLinkView[];
  /** Where the tag's operations are spread over several pages: this one's place and its neighbours. */
  part?: { number: number; of: number; from: number; total: number; prev?: string; next?: string };
  overviewRoute: string;
}

export interface ServerView {
  url: string;
  descriptionHtml?: string;
  variables: { name: string; defaultValue: string; enumValues?: string[]; descriptionHtml?: string }[];
}

/** One error response shared by many operations, as the overview describes it. */
export interface SharedErrorView {
  /** Anchor of its row, which operation pages link to. */
  id: string;
  status: string;
  title: string;
  descriptionHtml?: string;
  /** How many operations return it. */
  operations: number;
  headers: HeaderView[];
  contents: MediaTypeView[];
  /** The overview section that tells more of it (the rate limits, for `429`). */
  seeAlso?: SectionView;
  /** An earlier error with the same bodies, which shows them (its `contents` are then left out here). */
  sameBodyAs?: { id: string; status: string };
}

export interface ErrorsView {
  items: SharedErrorView[];
  /** Headers and body every shared error has alike, told once under the list; else each row tells its own. */
  common?: { headers: HeaderView[]; contents: MediaTypeView[] };
}

/**
 * One section of the overview about one concept: the text the document's description has under a heading,
 * with the facts the generator knows about that concept (servers, security schemes, shared errors, rate
 * limits) added under the same heading, so a concept is never told in two sections.
 */
export interface OverviewSectionView extends SectionView {
  descriptionHtml?: string;
  servers?: ServerView[];
  authentication?: { schemes: SecuritySchemeView[]; defaultAlternatives: string[][] };
  errors?: ErrorsView;
  /** The headers of the shared `429` response (`Retry-After`, quotas). */
  rateLimits?: { headers: HeaderView[] };
}

/** Props of `ApiOverview`: the API's front page. */
export interface ApiOverviewData {
  version: string;
  openapiVersion: string;
  summary?: string;
  /** The description up to its first section heading. */
  introHtml?: string;
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string };
  termsOfService?: string;
  /** The OpenAPI document as published with the site. */
  download?: { route: string; fileName: string };
  sections: OverviewSectionView[];
  /** The webhooks (3.1) the API sends, each linking to its page. */
  webhooks?: SectionView & { operations: OperationLinkView[] };
  /**
   * Absent when the document describes only webhooks (3.1). A large API lists its tags (`tags`, each with its
   * own page) instead of every operation (`groups` then empty).
   */
  operations?: SectionView & { groups: TagGroupView[]; tags?: TagLinkView[] };
}

/** The page of one component schema: its whole tree, nested named schemas linked to their own pages. */
export interface ApiSchemaData {
  name: string;
  tree: SchemaNodeView;
}
